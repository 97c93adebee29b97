"""Trusted effects of the photo darkroom: listing, exporting, publishing and erasing photos.

The bodies would use the file system; clauz3 never runs them while proving.
"""
import shutil
from pathlib import Path

import clauz3
import deal
from clauz3.events import performs

from . import naming
from .events import Erase, Export, Publish
from .naming import is_album, is_photo, is_quality


@clauz3.ensures(lambda result: len(result) <= 12)
@deal.has("read")
@clauz3.trusted
def list_roll(roll: str) -> list[str]:
    """The photos of one film roll (at most twelve)."""
    return sorted(str(p) for p in Path(roll).glob("*.jpg"))[:12]


@clauz3.requires(lambda path, quality=90: is_photo(path), message="a plain photo path")
@clauz3.requires(lambda path, quality=90: is_quality(quality), message="quality 1..100")
@deal.has("write")
@deal.raises(OSError)
@clauz3.trusted
@performs(lambda path: Export(path))
def export_photo(path: str, quality: int = 90) -> None:
    """Write a developed copy of a photo."""
    shutil.copy(path, Path("exports") / Path(path).name)


@clauz3.requires(lambda path, album: is_photo(path) and is_album(album), message="a photo and an album name")
@deal.has("network")
@clauz3.trusted
@performs(lambda path, album: Publish(path, album))
def publish(path: str, album: str) -> None:
    """Publish a photo to an online album (it is exported on the way)."""
    raise NotImplementedError("needs the album service")


@clauz3.requires(lambda path, *, confirm=False: is_photo(path), message="a plain photo path")
@deal.has("write")
@clauz3.trusted
@performs(lambda path: Erase(path))
def erase(path: str, *, confirm: bool = False) -> None:
    """Delete a photo for good."""
    if confirm:
        Path(path).unlink()


@clauz3.requires(lambda path, copies: is_photo(path), message="a plain photo path")
@clauz3.requires(lambda path, copies: naming.is_copies(copies), message="1 to MAX_COPIES copies")
@deal.has("printer")
@clauz3.trusted
@performs(lambda path: Export(path))
def print_photo(path: str, copies: int) -> None:
    """Print copies of a photo on the darkroom printer."""
    raise NotImplementedError("needs the printer")

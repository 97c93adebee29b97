"""How photo files are named: plain helpers the effects' preconditions and the contracts share."""
import deal

from clauz3._path_safety import is_plain_path, is_single_path_component

MAX_QUALITY = 100
MAX_COPIES = 4

# A module-level lambda is a helper like a def (conditions reach it through `naming.`).
is_copies = lambda n: 0 < n <= MAX_COPIES


def is_quality(q: int) -> bool:
    return 1 <= q <= MAX_QUALITY


def is_photo(path: str) -> bool:
    """A plain path to a file with a photo suffix."""
    return len(path) > 4 and is_plain_path(path) and (path.endswith(".jpg") or path.endswith(".png"))


def is_album(name: str) -> bool:
    """An album is one path component without spaces."""
    return len(name) > 0 and is_single_path_component(name) and " " not in name


bare = lambda folder: folder.removeprefix("./").rstrip("/")


@deal.pure
def folder_prefix(folder: str) -> str:
    """The prefix every path inside ``folder`` starts with (``./`` written away)."""
    if bare(folder) in ("", "."):
        raise ValueError(f"folder {folder!r} is the working directory; name a folder")
    return bare(folder) + "/"

"""Trusted effects of the records archive (folders, documents, shredding, off-site boxes)."""
from typing import TypeVar

import clauz3
from clauz3.events import performs
from clauz3.fluent import effect, fluent

from tools.archive.trusted.events import Boxed, Shred, WitnessedShred
from tools.archive.trusted.schemas import Document, Folder

RowT = TypeVar("RowT", bound=clauz3.Row)

FolderLocked = fluent("folder_locked", key=str, value=bool, initial=False)


@clauz3.ensures(lambda result: len(result) <= 6)
@clauz3.trusted
def list_folders(cabinet: str) -> list[Folder]:
    """The folders of a cabinet (at most six)."""
    ...


@clauz3.ensures(lambda result: len(result) <= 25)
@clauz3.trusted
def list_documents(folder: str) -> list[Document]:
    """The documents filed in a folder (at most 25)."""
    ...


@clauz3.ensures(lambda schema, query, result: len(result) <= 10)
@clauz3.trusted
def search(schema: type[RowT], query: str) -> list[RowT]:
    """Full-text search over one kind of record (first ten hits)."""
    ...


@clauz3.trusted
def lookup(doc_id: str) -> Document:
    """One document by id."""
    ...


@clauz3.requires(lambda doc_id, reason: len(reason) > 0, message="a shred needs a reason")
@clauz3.trusted
@performs(lambda doc_id: Shred(doc_id))
def shred(doc_id: str, reason: str) -> None:
    """Destroy a document."""
    ...


@clauz3.trusted
@performs(lambda doc_id, witness: WitnessedShred(doc_id, witness))
def witnessed_shred(doc_id: str, witness: str) -> None:
    """Destroy a document with a records officer watching."""
    ...


@clauz3.requires(lambda doc_id, box, years: 1 <= years <= 30, message="one to thirty years")
@clauz3.trusted
@performs(lambda doc_id, box: Boxed(doc_id, box))
def box_document(doc_id: str, box: str, years: int) -> None:
    """Send a document off-site in a box, kept for some years."""
    ...


@clauz3.trusted
def notify_owner(owner: str, message: str) -> None:
    """Email a document's owner."""
    ...


@clauz3.trusted
@effect(lambda path: FolderLocked.set(path, True))
def lock_folder(path: str) -> None:
    """Lock a folder against edits."""
    ...


@clauz3.trusted
@effect(lambda path: FolderLocked.set(path, False))
def unlock_folder(path: str) -> None:
    """Unlock a folder."""
    ...

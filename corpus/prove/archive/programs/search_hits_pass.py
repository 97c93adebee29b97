"""Shred the first page of search hits for a departed owner: at most ten, ids from Document rows."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import search, shred
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.shreds_at_most(10))
@clauz3.guarantee(archive.shreds_from(Document, "doc_id"))
def main() -> None:
    for hit in search(Document, "owner:jkowalski"):
        if not hit.legal_hold:
            shred(hit.doc_id, "owner left in 2019")

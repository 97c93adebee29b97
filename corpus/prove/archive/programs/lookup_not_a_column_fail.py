"""Shred a document fetched by id: a single lookup is not a query row, so the id is not bound."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import lookup, shred
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.shreds_from(Document, "doc_id"))
def main(doc_id: str) -> None:
    doc = lookup(doc_id)
    if not doc.legal_hold and doc.age_days > 365:
        shred(doc.doc_id, "requested by owner")

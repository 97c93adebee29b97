"""Shred the queried documents, then one more hard-coded id that no query returned."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, shred
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.shreds_from(Document, "doc_id"))
def main() -> None:
    for doc in list_documents("legal/drafts"):
        if not doc.legal_hold:
            shred(doc.doc_id, "superseded draft")
    shred("DRAFT-0001", "duplicate scan")

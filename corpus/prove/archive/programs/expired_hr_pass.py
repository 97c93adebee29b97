"""Shred the HR folder's expired documents that carry no legal hold (ids straight from the rows)."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, shred
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.shreds_from(Document, "doc_id"))
@clauz3.guarantee(archive.shreds_at_most(25))
def main() -> None:
    for doc in list_documents("hr/2016"):
        if not doc.legal_hold:
            if doc.age_days > 7 * 365:
                shred(doc.doc_id, "retention period over")

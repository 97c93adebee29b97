"""Shred expired HR documents but promise at most 20 shreds from a folder of up to 25."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, shred


@clauz3.guarantee(archive.shreds_at_most(20))
def main() -> None:
    for doc in list_documents("hr/2016"):
        if not doc.legal_hold and doc.age_days > 2555:
            shred(doc.doc_id, "retention period over")

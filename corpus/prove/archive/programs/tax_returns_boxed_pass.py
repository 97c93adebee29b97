"""Box tax returns for thirty years when on hold, ten otherwise: 25 rows stay within 750 box-years."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import box_document, list_documents


@clauz3.guarantee(archive.storage_years_at_most(750))
def main() -> None:
    for doc in list_documents("tax/returns"):
        if doc.legal_hold:
            box_document(doc.doc_id, "OFF-T", 30)
        else:
            box_document(doc.doc_id, "OFF-T", 10)

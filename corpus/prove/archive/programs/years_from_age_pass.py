"""Keep each document off-site for its age in years, clamped to the allowed one to thirty."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import box_document, list_documents
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.boxes_from(Document, "doc_id"))
def main() -> None:
    for doc in list_documents("contracts/active"):
        years = doc.age_days // 365
        if years < 1:
            years = 1
        if years > 30:
            years = 30
        box_document(doc.doc_id, "OFF-C", years)

"""Box contracts for their clamped age in years: each at most 30, so 25 rows need at most 750 box-years."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import box_document, list_documents


@clauz3.guarantee(archive.storage_years_at_most(750))
def main() -> None:
    for doc in list_documents("contracts/closed"):
        years = min(30, max(1, doc.age_days // 365))
        box_document(doc.doc_id, "OFF-C", years)

"""Keep each document off-site for as many years as it is old: a new document gets zero years."""
import clauz3
from tools.archive.trusted.effects import box_document, list_documents


def main() -> None:
    for doc in list_documents("contracts/active"):
        box_document(doc.doc_id, "OFF-C", doc.age_days // 365)

"""Box the attic's documents for seven years each but budget only 1000 box-years."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import box_document, list_documents, list_folders


@clauz3.guarantee(archive.storage_years_at_most(1000))
def main() -> None:
    for folder in list_folders("attic"):
        for doc in list_documents(folder.path):
            box_document(doc.doc_id, "OFF-A", 7)

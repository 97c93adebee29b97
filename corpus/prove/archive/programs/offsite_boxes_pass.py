"""Box every document of the sealed folders for seven years: storage stays within 6 x 25 x 7 box-years."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import box_document, list_documents, list_folders
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.storage_years_at_most(1050))
@clauz3.guarantee(archive.boxes_from(Document, "doc_id"))
@clauz3.guarantee(archive.boxes_only(["OFF-A", "OFF-B"]))
def main() -> None:
    for folder in list_folders("attic"):
        if folder.sealed:
            for doc in list_documents(folder.path):
                if folder.department == "finance":
                    box_document(doc.doc_id, "OFF-A", 7)
                else:
                    box_document(doc.doc_id, "OFF-B", 7)

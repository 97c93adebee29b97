"""Sweep every unsealed folder of a cabinet and shred old documents: at most 6 x 25 shreds."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, list_folders, shred
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.shreds_at_most(150))
@clauz3.guarantee(archive.shreds_from(Document, "doc_id"))
def main(cabinet: str) -> None:
    for folder in list_folders(cabinet):
        if not folder.sealed:
            for doc in list_documents(folder.path):
                if doc.age_days >= 3650 and not doc.legal_hold:
                    shred(doc.doc_id, "ten years old")

"""Sweep a cabinet's folders and their documents, but cap the shreds at 100."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, list_folders, shred


@clauz3.guarantee(archive.shreds_at_most(100))
def main(cabinet: str) -> None:
    for folder in list_folders(cabinet):
        if not folder.sealed:
            for doc in list_documents(folder.path):
                if doc.age_days >= 3650:
                    shred(doc.doc_id, "ten years old")

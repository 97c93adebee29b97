"""Shred by the folder's path instead of the document id: the wrong column."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, list_folders, shred
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.shreds_from(Document, "doc_id"))
def main() -> None:
    for folder in list_folders("basement"):
        for doc in list_documents(folder.path):
            if doc.age_days > 4000:
                shred(folder.path, "whole folder expired")

"""Tell every owner of a document in the cabinet about the audit: at most one email per row."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, list_folders, notify_owner


@clauz3.guarantee(archive.notices_at_most(150))
def main() -> None:
    for folder in list_folders("north"):
        for doc in list_documents(folder.path):
            if doc.owner != "":
                notify_owner(doc.owner, "your records are being audited")

"""Pass the owner column where the shred expects a document id."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, shred
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.shreds_from(Document, "doc_id"))
def main() -> None:
    for doc in list_documents("finance/2012"):
        if doc.owner.startswith("former-"):
            shred(doc.owner, "owner left the company")

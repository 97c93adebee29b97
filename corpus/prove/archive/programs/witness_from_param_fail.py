"""Let the caller name the witness for every search hit, though only two officers may witness."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import search, witnessed_shred
from tools.archive.trusted.schemas import Document


@clauz3.guarantee(archive.witnesses_only(["officer-ng", "officer-roy"]))
def main(witness: str) -> None:
    for doc in search(Document, "classification:secret"):
        if not doc.legal_hold:
            witnessed_shred(doc.doc_id, witness)

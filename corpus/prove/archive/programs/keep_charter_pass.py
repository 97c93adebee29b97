"""Clear the board folder but never the company charter."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, shred


@clauz3.guarantee(archive.never_shred("CHARTER-1998"))
def main() -> None:
    for doc in list_documents("board/minutes"):
        if doc.doc_id == "CHARTER-1998":
            continue
        if doc.age_days > 1825:
            shred(doc.doc_id, "minutes past retention")

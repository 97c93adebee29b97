"""Clear old board documents without excluding the charter: a row with its id breaks the promise."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, shred


@clauz3.guarantee(archive.never_shred("CHARTER-1998"))
def main() -> None:
    for doc in list_documents("board/minutes"):
        if doc.age_days > 1825 and not doc.legal_hold:
            shred(doc.doc_id, "minutes past retention")

"""Unlock the folder only when the caller asks for it: otherwise it stays locked at the end."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import list_documents, lock_folder, shred, unlock_folder


@clauz3.guarantee(archive.no_folder_left_locked())
def main(keep_locked: bool) -> None:
    lock_folder("payroll/2010")
    for doc in list_documents("payroll/2010"):
        if not doc.legal_hold:
            shred(doc.doc_id, "payroll retention over")
    if not keep_locked:
        unlock_folder("payroll/2010")

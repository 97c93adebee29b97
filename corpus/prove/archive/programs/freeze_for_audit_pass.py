"""Freeze the litigation folder for the auditors, whatever else is unlocked first."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import lock_folder, unlock_folder


@clauz3.guarantee(archive.folder_locked_at_end("legal/litigation"))
def main(reopen: bool) -> None:
    if reopen:
        unlock_folder("legal/litigation")
        unlock_folder("legal/drafts")
    lock_folder("legal/litigation")

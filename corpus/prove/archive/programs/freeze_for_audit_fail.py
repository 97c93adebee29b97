"""Lock whichever folder the caller names: the litigation folder ends locked only if that is the one."""
import clauz3
from tools.archive.trusted import contracts as archive
from tools.archive.trusted.effects import lock_folder, unlock_folder


@clauz3.guarantee(archive.folder_locked_at_end("legal/litigation"))
def main(path: str) -> None:
    lock_folder(path)
    unlock_folder("legal/drafts")

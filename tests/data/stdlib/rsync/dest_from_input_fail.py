from tools.rsync.trusted import contracts as sync_rules
from tools.rsync.trusted.effects import rsync

import clauz3


@clauz3.guarantee(sync_rules.never_dest_under("/etc"))
def main(dest: str) -> None:
    if dest == "" or ".." in dest:
        return
    rsync("site/", dest, False, [])

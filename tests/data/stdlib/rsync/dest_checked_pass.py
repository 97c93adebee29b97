from tools.rsync.trusted import contracts as sync_rules
from tools.rsync.trusted.effects import rsync

import clauz3


@clauz3.guarantee(sync_rules.never_dest_under("/etc"))
@clauz3.guarantee(sync_rules.only_src_under("site/"))
def main(dest: str) -> None:
    if dest == "" or ".." in dest or dest.startswith("/etc"):
        return
    rsync("site/", dest, True, ["-a", "--checksum"])

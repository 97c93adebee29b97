from tools.rsync.trusted import contracts as sync_rules
from tools.rsync.trusted.effects import rsync

import clauz3


@clauz3.guarantee(sync_rules.only_dest_under("/backup/"))
@clauz3.guarantee(sync_rules.no_delete())
@clauz3.guarantee(sync_rules.syncs_at_most(2))
def main() -> None:
    for folder in ["docs/", "photos/"]:
        rsync("/home/ada/" + folder, "/backup/" + folder, False, ["-a"])

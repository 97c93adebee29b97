from tools.rsync.trusted import contracts as sync_rules
from tools.rsync.trusted.effects import rsync

import clauz3


@clauz3.guarantee(sync_rules.no_delete())
def main(prune: bool) -> None:
    rsync("site/", "/var/www/site/", prune, ["-a"])

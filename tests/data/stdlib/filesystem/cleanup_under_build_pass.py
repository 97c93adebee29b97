from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import find, remove

import clauz3


@clauz3.guarantee(fs.only_delete_under("build/"))
@clauz3.guarantee(fs.never_list_under("secrets"))
def main(keep_logs: bool) -> int:
    found = find("build", ["-name", "*.tmp", "-type", "f"])
    remove("build/cache")
    if not keep_logs:
        remove("build/logs")
    return len(found)

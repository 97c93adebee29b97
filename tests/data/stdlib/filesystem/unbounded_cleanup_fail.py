from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import remove

import clauz3


@clauz3.guarantee(fs.deletes_at_most(3))
def main(extra: bool) -> None:
    for path in ["build/a.tmp", "build/b.tmp", "build/c.tmp"]:
        remove(path)
    if extra:
        remove("build/d.tmp")

from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import write_file

import clauz3


@clauz3.guarantee(fs.only_write_under("work/"))
def main(name: str) -> None:
    if "/" not in name and len(name) > 0:
        write_file("work-old/" + name, "x")

from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import copy, read_file

import clauz3


@clauz3.guarantee(fs.reads_at_most(1))
def main() -> None:
    read_file("a.txt")
    copy("b.txt", "c.txt")

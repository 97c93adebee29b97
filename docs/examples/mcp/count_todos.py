"""Count the open items of a to-do list, reading it and nothing else."""

from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_lines

import clauz3


@clauz3.guarantee(fs.read_only())
@clauz3.guarantee(fs.only_read_under("notes/"))
def main() -> int:
    open_items = 0
    for line in read_lines("notes/todo.txt"):
        if line.startswith("- [ ]"):
            open_items += 1
    print(f"{open_items} open")
    return open_items

from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import append_file, read_lines

import clauz3


@clauz3.guarantee(fs.only_write_under("work/"))
def main(topic: str) -> None:
    lines = read_lines("inbox/todo.txt")
    for line in lines:
        if topic in line:
            append_file("work/" + "selected.txt", line + "\n")

"""Collect the TODO lines of the notes into one file, never touching the originals."""

from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import append_file, find, grep, write_file

import clauz3


@clauz3.guarantee(fs.only_write_under("summary/"))
@clauz3.guarantee(fs.never_list_under("private"))
def main() -> None:
    write_file("summary/todo.md", "# TODO\n")
    for path in find("notes", ["-name", "*.md", "-type", "f"]):
        plain = ".." not in path and "/." not in path and "//" not in path and "\\" not in path
        if len(path) > 0 and plain:
            for line in grep("TODO", path):
                append_file("summary/todo.md", "- " + line + "\n")

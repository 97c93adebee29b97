from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import grep, read_file

import clauz3


@clauz3.guarantee(fs.never_read_under("/home/me/.ssh"))
def main(name: str) -> int:
    if name in ["/home/me/todo.md", "/home/me/ssh-notes.md"]:
        return len(grep("key", name))
    return len(read_file("/home/me/notes.md"))

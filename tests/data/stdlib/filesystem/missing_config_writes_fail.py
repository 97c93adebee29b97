from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file, write_file

import clauz3


# A read that fails takes the handler, which writes: not read-only.
@clauz3.guarantee(fs.read_only())
def main() -> str:
    try:
        return read_file("config.txt")
    except OSError:
        write_file("config.txt", "default")
        return "default"

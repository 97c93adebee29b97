from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file, write_file

import clauz3


@clauz3.guarantee(fs.only_writes_files([clauz3.FilePath("config.txt")]))
def main() -> str:
    try:
        text = read_file("config.txt")
    except FileNotFoundError:
        text = "default"
        write_file("config.txt", text)
    return text

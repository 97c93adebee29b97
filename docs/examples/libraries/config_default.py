"""Read the configuration, writing a default one the first time."""

from clauz3.paths import FilePath
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file, write_file

import clauz3


@clauz3.guarantee(fs.only_writes_files([FilePath("config.txt")]))
def main() -> str:
    try:
        text = read_file("config.txt")
    except FileNotFoundError:
        text = "default"
        write_file("config.txt", text)
    print("config:", text)
    return text

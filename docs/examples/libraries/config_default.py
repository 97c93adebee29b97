"""Read the configuration, writing a default one the first time."""

from clauz3.paths import FilePath
from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_file, write_file

import clauz3


@clauz3.guarantee(fs.only_writes_files([FilePath("config.txt")]))
def main() -> int:
    try:
        settings = read_file("config.txt")
    except FileNotFoundError:
        settings = "retries = 3\ntimeout = 10\n"
        write_file("config.txt", settings)
    print(settings.count("="), "settings")
    return settings.count("=")

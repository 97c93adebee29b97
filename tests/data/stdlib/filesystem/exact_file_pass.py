from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import read_line

import clauz3


@clauz3.guarantee(fs.only_reads_files([clauz3.FilePath("config/app.ini")]))
def main(n: int) -> str:
    if n >= 1:
        return read_line("./config/app.ini", n)
    return ""

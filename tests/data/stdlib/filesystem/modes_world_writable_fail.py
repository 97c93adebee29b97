from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import chmod

import clauz3


@clauz3.guarantee(fs.only_modes([0o600, 0o644]))
def main(mode: int) -> None:
    if mode != 0o777:
        chmod("out/report.txt", mode)

from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import chmod, touch

import clauz3


@clauz3.guarantee(fs.only_modes([0o600, 0o644]))
@clauz3.guarantee(fs.creates_at_most(1))
def main(private: bool) -> None:
    touch("out/report.txt")
    chmod("out/report.txt", 0o600 if private else 0o644)

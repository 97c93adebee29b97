from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import copy

import clauz3


@clauz3.guarantee(fs.never_read_under("/home/me/.ssh/id_ed25519"))
def main() -> None:
    copy("/home/me", "/backup/me")

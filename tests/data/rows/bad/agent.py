import clauz3
from tools.cellar.trusted.effects import bottles


def main() -> None:
    for b in bottles():
        pass

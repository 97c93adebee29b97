"""Read a secret through a parent segment: the plain-path precondition fails."""
from tools.vault.trusted.effects import read_secret


def main(name: str) -> None:
    print(read_secret("../" + name))

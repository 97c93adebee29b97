"""Read a secret by a plain relative path: the FilePath precondition holds."""
from tools.vault.trusted.effects import read_secret


def main() -> None:
    print(read_secret("a/b.txt"))

import clauz3
from tools.bank.trusted.effects import greet, whoami


def main() -> None:
    name = whoami()
    if 0 < len(name) <= 12:
        greet(f"hello {name}!")

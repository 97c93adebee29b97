import clauz3
from tools.bank.trusted.effects import greet, whoami


def main() -> None:
    name = whoami()
    if name != "":
        greet(f"hello {name}!")

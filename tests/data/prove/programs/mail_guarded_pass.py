import clauz3
from tools.bank.trusted.effects import send


def main(to: str) -> None:
    if "@" in to and to.endswith(".com"):
        send(to)

import clauz3
from tools.bank.trusted.effects import send


def main(to: str) -> None:
    if to.endswith(".com"):
        send(to)

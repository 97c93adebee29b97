import clauz3
from tools.bank.trusted.effects import impossible, pay


def main() -> int:
    n = impossible()
    pay(n * 1000)
    return n

import clauz3
from tools.bank.trusted.effects import balance, pay


def main() -> int:
    funds = balance()
    if funds > 0:
        pay(funds)
    return funds

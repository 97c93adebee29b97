import clauz3
from tools.bank.trusted.effects import balance, pay


def main() -> int:
    funds = balance()
    share = funds // 4
    if 0 < share <= 500:
        pay(share)
    return share

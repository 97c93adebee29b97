# rejects: str.format
import clauz3


def main() -> str:
    amount = 250
    return "paid {} cents".format(amount)

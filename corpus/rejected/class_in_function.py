# rejects: class defined inside a function
import clauz3


def main() -> int:
    class Invoice:
        amount = 3

    return Invoice.amount

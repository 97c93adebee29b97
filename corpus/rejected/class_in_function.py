# rejects: class defined inside a function reading the function's variables
import clauz3


def main() -> int:
    rate = 3

    class Invoice:
        amount = rate

    return Invoice.amount

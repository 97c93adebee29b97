# rejects: class with several base classes
import clauz3


class Priced:
    price = 1


class Taxed:
    rate = 2


class Invoice(Priced, Taxed):
    pass


def main() -> int:
    return Invoice().price

# rejects: class whose bases have no consistent method resolution order
import clauz3


class Priced:
    price = 1


class Discounted(Priced):
    price = 0


class Invoice(Priced, Discounted):
    pass


def main() -> int:
    return Invoice().price

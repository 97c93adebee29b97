"""Plain helpers shared by the shop's contract modules: no contracts of their own."""
from clauz3.spec import effect
from tools.shop.trusted.effects import charge

CEILING = 10_000
charges = effect(charge)


def cents_of(dollars: int) -> int:
    return dollars * 100

import clauz3
from tools.beds.trusted.effects import list_beds, water


def main() -> None:
    """Two litres per bed can pass the ten-litre limit with six beds or more."""
    litres = 0
    for b in list_beds("east"):
        litres += 2
    if litres > 0:
        water("a", litres)

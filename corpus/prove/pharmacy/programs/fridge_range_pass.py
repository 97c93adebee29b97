"""The vaccine fridge reads between 2.0 and 8.0 degrees (a float postcondition)."""
import clauz3
from tools.pharmacy.trusted.effects import dispense, fridge_temp


def main() -> None:
    temp = fridge_temp("vaccines")
    assert 2.0 <= temp <= 8.0
    dispense("p5", "flu-vaccine", 15)

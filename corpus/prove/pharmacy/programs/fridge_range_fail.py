"""Assert the fridge is strictly below 8.0 degrees; it may read exactly 8.0."""
import clauz3
from tools.pharmacy.trusted.effects import dispense, fridge_temp


def main() -> None:
    temp = fridge_temp("vaccines")
    assert temp < 8.0, "fridge too warm"
    dispense("p5", "flu-vaccine", 15)

"""Fill to the 400-litre tank size: an empty tank needs more than refuel's 300-litre limit."""
import clauz3
from tools.fleet.trusted.effects import fuel_level, refuel


def main() -> None:
    level = fuel_level("t1")
    if level < 400:
        refuel("t1", 400 - level)

"""Top the tank up to 300 litres when it is below that; the amount is always legal."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import fuel_level, refuel


@clauz3.guarantee(fleet.trucks_only(["t1"]))
def main() -> None:
    level = fuel_level("t1")
    if level < 300:
        refuel("t1", 300 - level)

"""Refuel only when low, yet promise more than zero fuel stops."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import fuel_level, refuel


@clauz3.guarantee(fleet.fuel_stops_more_than(0))
def main() -> None:
    if fuel_level("t5") < 80:
        refuel("t5", 200)

"""Refuel twice in a range loop: at least two fuel stops, more than one."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import refuel


@clauz3.guarantee(fleet.refuels_at_least(2))
@clauz3.guarantee(fleet.fuel_stops_more_than(1))
def main() -> None:
    for stop in range(2):
        refuel("t5", 120 + stop * 10)

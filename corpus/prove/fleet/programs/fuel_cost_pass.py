"""Two refuels of 100 and 150 litres cost 45,000 cents at 180 cents a litre (a `*` selector)."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import refuel


@clauz3.guarantee(fleet.fuel_cost_at_most(45_000))
def main() -> None:
    refuel("t1", 100)
    refuel("t2", 150)

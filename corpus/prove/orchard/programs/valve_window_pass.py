"""Valve openings all last between 5 and 30 minutes (chained comparison in the contract)."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import open_valve


@clauz3.guarantee(orchard.valve_minutes_between(5, 30))
def main() -> None:
    open_valve("apples", 10)
    open_valve("pears", 30)

"""Dispatch every truck of the list except t9, which is filtered out by an if inside the loop."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import dispatch


@clauz3.guarantee(fleet.truck_stays_home("t9"))
@clauz3.guarantee(fleet.trucks_only(["t7", "t8", "t9"]))
def main() -> None:
    for truck in ("t7", "t8", "t9"):
        if truck != "t9":
            dispatch(truck, "EU-local", 60)

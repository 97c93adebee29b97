"""Irrigate a caller-named zone only after checking it against the allowed rows."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate


@clauz3.guarantee(orchard.zones_only(["apples", "pears"]))
def main(zone: str, litres: int) -> None:
    if zone in ["apples", "pears"] and 0 < litres <= 20:
        irrigate(zone, litres)

"""Irrigate whichever zone the caller names: the zone list cannot be guaranteed for every input."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate


@clauz3.guarantee(orchard.zones_only(["apples", "pears"]))
def main(zone: str) -> None:
    irrigate(zone, 10)

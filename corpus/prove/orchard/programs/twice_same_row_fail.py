"""A helper waters a row and a retry waters it again, so zones are not distinct."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate, moisture


def soak(zone: str) -> None:
    irrigate(zone, 10)
    if moisture(zone) < 25:
        irrigate(zone, 10)


@clauz3.guarantee(orchard.each_zone_once())
def main() -> None:
    soak("plums")

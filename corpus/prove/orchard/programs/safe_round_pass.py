"""One conjunction contract covers both the zone list and the total litres."""
import clauz3
from tools.orchard.trusted.contracts import safe_watering
from tools.orchard.trusted.effects import irrigate, moisture


def pulse(zone: str, litres: int) -> None:
    if moisture(zone) < 60:
        irrigate(zone, litres)


@clauz3.guarantee(safe_watering(zones=["olives", "figs"], litres=45))
def main() -> None:
    pulse("olives", 25)
    pulse("figs", 20)

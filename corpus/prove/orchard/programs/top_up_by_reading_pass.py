"""Top a row up by the missing moisture percentage; the probe's 0..100 range keeps litres legal."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate, moisture


@clauz3.guarantee(orchard.water_budget(50))
def main() -> None:
    level = moisture("pears")
    if level < 50:
        irrigate("pears", 50 - level)

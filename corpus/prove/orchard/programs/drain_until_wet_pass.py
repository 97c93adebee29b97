"""Water in 10-litre pulses while a local counter stays under three (a concrete while loop)."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate


@clauz3.guarantee(orchard.water_budget(30))
def main() -> None:
    pulses = 0
    while pulses < 3:
        irrigate("nursery", 10)
        pulses += 1

"""Water only when the probe is dry, yet promise that at least one watering happens."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate, moisture


@clauz3.guarantee(orchard.watered_at_least())
def main() -> None:
    if moisture("nursery") < 40:
        irrigate("nursery", 10)

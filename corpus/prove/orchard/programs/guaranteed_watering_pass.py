"""At least two waterings happen with the helper's default count check."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate


@clauz3.guarantee(orchard.watered_at_least(times=2))
@clauz3.guarantee(orchard.watered_at_least())
def main() -> None:
    for i in range(3):
        irrigate("nursery", 5 + i)

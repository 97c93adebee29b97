"""Water only the first dry row of the list and stop (return inside a literal loop)."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate, moisture


@clauz3.guarantee(orchard.water_budget(25))
def main() -> int:
    for row in ["apples", "pears", "plums"]:
        if moisture(row) < 30:
            irrigate(row, 25)
            return 1
    return 0

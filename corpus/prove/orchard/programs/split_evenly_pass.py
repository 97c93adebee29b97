"""Split a 40-litre allowance evenly over four rows using integer division and indexing."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate


@clauz3.guarantee(orchard.water_budget(40))
def main() -> None:
    rows = ["a1", "a2", "a3", "a4"]
    share = 40 // len(rows)
    for i in range(4):
        irrigate(rows[i], share)

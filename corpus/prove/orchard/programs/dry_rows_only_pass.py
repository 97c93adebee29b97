"""Only rows whose probe reads below 30 get water; the per-zone budget holds either way."""
import clauz3
from tools.orchard.trusted import contracts as orchard
from tools.orchard.trusted.effects import irrigate, moisture


@clauz3.guarantee(orchard.each_zone_once())
@clauz3.guarantee(orchard.zone_budget("cherries", 30))
def main() -> None:
    for row in ["cherries", "figs", "apples"]:
        if moisture(row) < 30:
            irrigate(row, 25)

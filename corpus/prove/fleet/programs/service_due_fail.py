"""Ground t1 for service near each 10,000 km mark, despite promising no groundings."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import ground, odometer


@clauz3.guarantee(fleet.no_grounding())
def main() -> None:
    if odometer("t1") % 10_000 > 9_500:
        ground("t1", "service due")

from collections import defaultdict

import clauz3
from tools.beds.trusted import contracts as beds
from tools.beds.trusted.effects import water

ROWS = [("east", "rose"), ("west", "fern"), ("east", "mint")]


@clauz3.guarantee(beds.at_most_waterings(1))
def main() -> None:
    """Groups beds by zone; waters the one zone's beds, two at most."""
    zones = defaultdict(list)
    for zone, bed in ROWS:
        zones[zone].append(bed)
    for bed in zones["east"]:
        water(bed, 2)
    assert zones["north"] == [] and len(zones) == 3

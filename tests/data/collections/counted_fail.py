from collections import Counter, deque

import clauz3
from tools.beds.trusted import contracts as beds
from tools.beds.trusted.effects import water

PLAN = ["rose", "fern", "rose", "mint", "rose"]


@clauz3.guarantee(beds.litres_cap(3))
def main() -> None:
    """Waters the two last beds by name, each by how often the plan names it (1 + 3 litres)."""
    counts = Counter(PLAN)
    queue = deque(sorted(counts), maxlen=2)
    for bed in queue:
        water(bed, counts[bed] + counts["absent"])

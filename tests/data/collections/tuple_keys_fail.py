from collections import Counter, defaultdict

import clauz3
from tools.beds.trusted import contracts as beds
from tools.beds.trusted.effects import water

PLAN = ["rose", "fern", "rose", "fern", "mint"]


@clauz3.guarantee(beds.doses_at_most(3))
def main() -> None:
    """Counts which bed follows which in the plan, keyed by tuples sliced from it, and waters
    the first bed of each pair by its count plus two (2 + 2 for rose then fern, over the cap); a pair the plan never
    has reads zero from the Counter."""
    follows = defaultdict(int)
    seen = Counter()
    for i in range(len(PLAN) - 1):
        follows[tuple(PLAN[i:i + 2])] += 1
        seen[tuple(PLAN[i:i + 1])] += 1
    for (first, _), n in sorted(follows.items()):
        water(first, n + 2 + seen[("tulip",)])

import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(2))
def main(a: str, b: str, c: str) -> None:
    """Three names, at most two distinct: fails when all differ."""
    seen = {a, b}
    seen.add(c)
    for name in sorted(seen):  # a set of terms is iterated in an order of our own
        water(name, 1)

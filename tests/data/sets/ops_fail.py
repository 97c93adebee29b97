import clauz3
from tools.beds.trusted.effects import water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(2))
def main(a: str, b: str, c: str) -> None:
    """The union has three names when all differ: three waterings break the guarantee."""
    for name in sorted({a, b} | {c}):
        water(name, 1)

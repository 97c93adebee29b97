import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(8))
def main() -> None:
    """A comprehension is no longer than its source."""
    keep = [b for b in list_beds("east") if b != ""]
    if len(keep) <= 8:
        water("tulip", 1)

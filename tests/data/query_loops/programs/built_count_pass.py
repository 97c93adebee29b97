import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(8))
def main() -> None:
    """The built list is no longer than the query."""
    keep = []
    for b in list_beds("east"):
        if b.startswith("r"):
            keep.append(b)
    for b in keep:
        water(b, 1)

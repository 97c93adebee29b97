import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(8))
def main() -> None:
    """A row appends before and after a loop over rows nested in the body: twice."""
    keep = []
    for b in list_beds("east"):
        keep.append(b)
        for c in list_beds(b):
            water(c, 1)
        keep.append(b)
    for b in keep:
        water(b, 1)

import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """One row appends twice."""
    keep = []
    for b in list_beds("east"):
        keep.append(b)
        keep.append("rose")
    for b in keep:
        water(b, 1)

import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """Another name holds the list."""
    keep = []
    other = keep
    for b in list_beds("east"):
        if b != "rose":
            keep.append(b)
    for b in other:
        water(b, 1)

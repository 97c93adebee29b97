import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.each_bed_once())
def main() -> None:
    """Two equal rows both pass the filter."""
    keep = []
    for b in list_beds("east"):
        if b.endswith("s"):
            keep.append(b)
    for b in keep:
        water(b, 1)

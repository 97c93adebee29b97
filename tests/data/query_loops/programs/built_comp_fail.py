import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """The comprehension maps every bed to the rose."""
    keep = [b[:0] + "rose" for b in list_beds("east") if b == "x"]
    for b in keep:
        water(b, 2)

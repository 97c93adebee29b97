import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """The filter keeps the rose."""
    keep = []
    for b in list_beds("east"):
        if b != "tulip" and b != "":
            keep.append(b)
    for b in keep:
        water(b, 2)

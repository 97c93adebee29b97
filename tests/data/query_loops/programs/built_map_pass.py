import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """Every bed kept is renamed, so none is the rose."""
    keep = []
    for b in list_beds("east"):
        if b != "":
            keep.append("bed " + b)
    for b in keep:
        water(b, 2)

import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """`in` and indexing read the built list."""
    keep = [b for b in list_beds("east") if b != "rose"]
    if "rose" in keep:
        water("rose", 1)
    if len(keep) > 0:
        water(keep[0], 1)

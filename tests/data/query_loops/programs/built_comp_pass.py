import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """A comprehension filters the rose out."""
    for b in [b for b in list_beds("east") if b not in ("rose", "")]:
        water(b, 2)

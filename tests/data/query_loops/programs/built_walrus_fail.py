import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """A comprehension binding a name of the function: the last bed, which may be the rose bed."""
    last = ""
    keep = [(last := b) for b in list_beds("east")]
    water(last, 1)

import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """The body reads the list it builds: from the second bed on it waters the rose bed."""
    keep = []
    for b in list_beds("east"):
        if len(keep) > 0:
            water("rose", 1)
        keep.append(b)

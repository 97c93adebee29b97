import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
def main() -> None:
    """Each row strips its own text: two kept items may differ."""
    keep = []
    for b in list_beds("east"):
        t = b.strip()
        if t != "":
            keep.append(t)
    if len(keep) >= 2 and keep[0] != keep[1]:
        water("rose", 1)

import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.never_bed("rose"))
@clauz3.guarantee(beds.at_most_waterings(16))
def main() -> None:
    """Two loops, a guard and a continue: the rose is never watered."""
    for b in list_beds("east"):
        if b != "rose":
            water(b, 5)
    for b in list_beds("west"):
        if b == "rose":
            continue
        if len(b) > 3:
            water(b, 3)
        else:
            water(b, 2)

import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(7))
def main() -> None:
    """A guard on the row does not lower the bound: every row may pass it."""
    for b in list_beds("east"):
        if b != "rose":
            water(b, 5)

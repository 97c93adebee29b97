import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(63))
def main() -> None:
    """One short of the product of the bounds."""
    east = list_beds("east")
    west = list_beds("west")
    for a in east:
        for b in west:
            water(a + b, 1)

import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(15))
def main() -> None:
    """Each arm of an if charges a row once, and two loops charge twice."""
    for b in list_beds("east"):
        water(b, 5)
    for b in list_beds("west"):
        if len(b) > 3:
            water(b, 3)
        else:
            water(b, 2)

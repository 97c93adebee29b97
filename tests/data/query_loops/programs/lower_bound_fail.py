import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_least_waterings(1))
def main() -> None:
    """The query may be empty."""
    for b in list_beds("east"):
        water(b, 1)

import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


def main() -> None:
    """A dose from the row's name breaks the precondition."""
    for b in list_beds("east"):
        water(b, len(b))

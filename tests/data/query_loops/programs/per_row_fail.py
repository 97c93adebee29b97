import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


def main() -> None:
    """A reading below -5 makes a dose above ten litres."""
    for b in list_beds("east"):
        level = soil(b)
        if level < 3:
            water(b, 5 - level)

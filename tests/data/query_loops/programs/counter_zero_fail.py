import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


def main() -> None:
    """A count of an empty query is 0, which is not a valid amount of water."""
    total = 0
    for b in list_beds("east"):
        total += 1
    water("a", total)

import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


def main() -> None:
    """A counter carried from row to row is refused."""
    total = 0
    for b in list_beds("east"):
        total += 1
    water("a", total)

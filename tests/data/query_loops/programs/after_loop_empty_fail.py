import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


def main() -> None:
    """A name bound in the loop has no value after it when the query is empty."""
    for b in list_beds("east"):
        last = b
    water(last, 1)

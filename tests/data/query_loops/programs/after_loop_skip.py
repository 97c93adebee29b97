import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


def main() -> None:
    """A name bound in the loop cannot be read after it, even where it has a value."""
    beds_east = list_beds("east")
    if len(beds_east) > 0:
        for b in beds_east:
            last = b
        water(last, 1)

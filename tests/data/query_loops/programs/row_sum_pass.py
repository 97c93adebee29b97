import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.litres_cap(40))
def main() -> None:
    """A selector that changes from row to row, bounded on every row: at most 8 x 5 litres."""
    for b in list_beds("east"):
        if 0 < len(b) <= 5:
            water(b, len(b))

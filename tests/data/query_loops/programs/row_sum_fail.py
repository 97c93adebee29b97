import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.litres_cap(39))
def main() -> None:
    """Eight beds with five-letter names take 40 litres."""
    for b in list_beds("east"):
        if 0 < len(b) <= 5:
            water(b, len(b))

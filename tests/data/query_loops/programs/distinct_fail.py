import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.each_bed_once())
def main() -> None:
    """Two rows may share a name."""
    for b in list_beds("east"):
        water(b, 5)

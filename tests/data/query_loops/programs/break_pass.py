import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


def main() -> None:
    """Stopping early: followed item by item."""
    for b in list_beds("east"):
        if b == "rose":
            break
        water(b, 1)

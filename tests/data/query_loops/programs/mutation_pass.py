import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


def main() -> None:
    """Changing a list the loop body also reads: followed item by item."""
    seen = []
    for b in list_beds("east"):
        if b not in seen:
            seen.append(b)

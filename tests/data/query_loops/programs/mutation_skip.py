import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


def main() -> None:
    """Changing a list inside the loop is refused."""
    seen = []
    for b in list_beds("east"):
        seen.append(b)

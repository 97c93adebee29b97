import clauz3
from tools.beds.trusted.effects import list_beds, sensor_levels, soil, water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(100))
def main() -> None:
    """No length bound on the query: no count can be bounded."""
    for level in sensor_levels("east"):
        if 0 < level <= 10:
            water("a", level)

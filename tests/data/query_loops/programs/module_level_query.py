import clauz3
from tools.beds.trusted.effects import list_beds, water
from tools.beds.trusted import contracts as beds

# The agent queried the beds once, at module level, meaning to reuse the list.
EAST_BEDS = list_beds("east")


@clauz3.guarantee(beds.at_most_waterings(1))
def main() -> None:
    """Water the first east bed, if there is one."""
    if EAST_BEDS:
        water(EAST_BEDS[0], 2)

"""Ask for a negative distance budget: the contract helper itself rejects the argument."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import dispatch


@clauz3.guarantee(fleet.km_at_most(-5))
def main() -> None:
    dispatch("t1", "EU-north", 100)

"""A third leg pushes the day's driving past the 700 km fleet budget."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import dispatch


@clauz3.guarantee(fleet.km_at_most(km=700))
def main() -> None:
    dispatch("t1", "EU-north", 320)
    dispatch("t2", "EU-south", 350)
    dispatch("t3", "EU-west", 90)

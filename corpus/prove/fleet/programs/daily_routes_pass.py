"""Send two trucks on their daily routes within a 700 km fleet budget."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import dispatch


@clauz3.guarantee(fleet.km_at_most(700))
@clauz3.guarantee(fleet.one_trip_per_truck())
def main() -> None:
    dispatch("t1", "EU-north", 320)
    dispatch("t2", "EU-south", 350)

"""Two independent low-fuel checks can both dispatch t1, so trucks are not used once."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import dispatch, fuel_level


@clauz3.guarantee(fleet.one_trip_per_truck())
def main() -> None:
    if fuel_level("t1") > 100:
        dispatch("t1", "EU-north", 200)
    if fuel_level("t2") < 50:
        dispatch("t1", "EU-south", 200)

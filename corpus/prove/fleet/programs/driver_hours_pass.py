"""Dispatch Sam only if a 3-hour trip keeps him within 14 driving hours."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import assign_driver, dispatch, driver_hours


@clauz3.guarantee(fleet.trucks_only(["t4"]))
@clauz3.guarantee(fleet.long_trips_at_most(0))
def main() -> None:
    if driver_hours("sam") + 3 <= 14:
        assign_driver("t4", "sam")
        dispatch("t4", "EU-depot", 240)

"""Pick the route by weekday index only after checking the index is in range."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import dispatch


@clauz3.guarantee(fleet.routes_prefixed("EU-"))
def main(day: int) -> None:
    routes = ["EU-north", "EU-south", "EU-east"]
    if 0 <= day < len(routes):
        dispatch("t1", routes[day], 150)

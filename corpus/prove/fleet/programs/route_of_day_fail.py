"""Pick the route by a caller-given weekday index; index 3 is out of range."""
import clauz3
from tools.fleet.trusted.effects import dispatch


def main(day: int) -> None:
    routes = ["EU-north", "EU-south", "EU-east"]
    dispatch("t1", routes[day], 150)

"""Run 200 km shuttles while 600 km of allowance remain (a concrete while loop: three trips)."""
import clauz3
from tools.fleet.trusted import contracts as fleet
from tools.fleet.trusted.effects import dispatch


@clauz3.guarantee(fleet.km_at_most(600))
def main() -> None:
    km_left = 600
    while km_left > 0:
        dispatch("t6", "EU-shuttle", 200)
        km_left -= 200

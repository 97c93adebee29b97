"""Rack the 1961 reserve and open another bottle: the reserve stays racked."""
import clauz3
from tools.cellar.trusted import contracts as cellar
from tools.cellar.trusted.effects import rack_bottle, uncork


@clauz3.guarantee(cellar.still_racked("reserve-1961"))
def main() -> None:
    rack_bottle("reserve-1961", "north")
    uncork("table-red")

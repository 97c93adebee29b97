"""Rack the 1961 reserve, then open the bottle the caller names: it may be the reserve."""
import clauz3
from tools.cellar.trusted import contracts as cellar
from tools.cellar.trusted.effects import rack_bottle, uncork


@clauz3.guarantee(cellar.still_racked("reserve-1961"))
def main(label: str) -> None:
    rack_bottle("reserve-1961", "north")
    if len(label) > 0 and " " not in label:
        uncork(label)

"""Split a 600 km route into a caller-given number of legs: zero legs divides by zero."""
import clauz3
from tools.fleet.trusted.effects import dispatch


def main(stops: int) -> None:
    leg = 600 // stops
    if 0 < leg <= 800:
        dispatch("t3", "EU-loop", leg)

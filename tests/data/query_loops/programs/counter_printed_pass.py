import clauz3
from tools.beds.trusted.effects import sensor_levels


def main() -> str:
    """A count over an unbounded query printed: no list holds 10**4300 items."""
    high = 0
    for level in sensor_levels("east"):
        if level > 3:
            high += 1
    return f"{high} high"

"""Share water among rows reading under 20% moisture: divides by zero when none are dry."""
import clauz3
from tools.orchard.trusted.effects import irrigate, moisture


def main() -> None:
    dry = 0
    for row in ["a1", "a2"]:
        if moisture(row) < 20:
            dry += 1
    share = 40 // dry
    irrigate("a1", share)

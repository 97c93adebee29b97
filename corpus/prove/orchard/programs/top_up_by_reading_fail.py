"""Top up by the full deficit to 100%: a dry probe asks for more than the 50-litre valve limit."""
import clauz3
from tools.orchard.trusted.effects import irrigate, moisture


def main() -> None:
    level = moisture("pears")
    if level < 100:
        irrigate("pears", 100 - level)

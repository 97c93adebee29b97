"""Wrap the valve call in try/except to swallow errors: try is outside the subset."""
import clauz3
from tools.orchard.trusted.effects import irrigate


def main() -> None:
    try:
        irrigate("apples", 10)
    except ValueError:
        irrigate("apples", 5)

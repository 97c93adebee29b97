"""Wrap the valve call in try/except to swallow errors (the reference refuses `try`)."""
import clauz3
from tools.orchard.trusted.effects import irrigate


def main() -> None:
    try:
        irrigate("apples", 10)
    except ValueError:
        irrigate("apples", 5)

"""Lend for a caller-chosen number of days without checking the 1..28 range."""
import clauz3
from tools.loans.trusted.effects import lend


def main(days: int) -> None:
    lend("zoe", "9780131103627", days)

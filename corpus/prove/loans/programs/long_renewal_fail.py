"""Renew a book for three weeks, beyond renew's 14-day precondition."""
import clauz3
from tools.loans.trusted.effects import renew


def main() -> None:
    renew("zoe", "9780131103627", 21)

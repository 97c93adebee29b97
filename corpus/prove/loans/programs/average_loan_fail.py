"""Average 28 loan days over the patron's current loans: zero loans divides by zero."""
import clauz3
from tools.loans.trusted.effects import on_loan, renew


def main() -> None:
    per_book = 28 // on_loan("zoe")
    if 1 <= per_book <= 14:
        renew("zoe", "9780131103627", per_book)

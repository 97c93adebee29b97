"""Clamp the caller's loan length into 1..28 with min/max before lending."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import lend


@clauz3.guarantee(loans.loan_days_at_most(28))
def main(days: int) -> None:
    lend("zoe", "9780131103627", max(1, min(days, 28)))

"""Charge 25 cents per overdue day with no cap, so the 1,000-cent fine budget can be exceeded."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import fine, overdue_days


@clauz3.guarantee(loans.fines_total_at_most(1_000))
def main() -> None:
    late = overdue_days("zoe", "9780131103627")
    if late > 0:
        fine("zoe", late * 25)

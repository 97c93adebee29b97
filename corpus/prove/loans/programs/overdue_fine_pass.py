"""Charge 25 cents per overdue day, capped at 40 days, so fines stay within 1,000 cents."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import fine, overdue_days


@clauz3.guarantee(loans.fines_total_at_most(1_000))
def main() -> None:
    late = overdue_days("zoe", "9780131103627")
    if late > 0:
        fine("zoe", min(late, 40) * 25)

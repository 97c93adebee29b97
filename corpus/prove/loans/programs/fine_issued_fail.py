"""Fine only when the book is overdue, yet promise a fine is issued."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import fine, overdue_days


@clauz3.guarantee(loans.fine_issued())
def main() -> None:
    if overdue_days("max", "9780201633610") > 3:
        fine("max", 300)

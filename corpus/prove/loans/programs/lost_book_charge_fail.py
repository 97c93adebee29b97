"""Charge Max for a book that was lent to Zoe: no fined patron has a loan."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import fine, lend


@clauz3.guarantee(loans.fined_patron_has_loan())
def main() -> None:
    lend("zoe", "9780262033848", 28)
    fine("max", 2_500)

"""Lend then charge a lost-book fee to the same patron: the fined patron has a loan."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import fine, lend


@clauz3.guarantee(loans.fined_patron_has_loan())
@clauz3.guarantee(loans.fine_issued())
def main() -> None:
    lend("zoe", "9780262033848", 28)
    fine("zoe", 2_500)

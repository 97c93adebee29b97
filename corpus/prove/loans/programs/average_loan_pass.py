"""Average loan days only when the patron has books out, and renew within the limit."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import on_loan, renew


@clauz3.guarantee(loans.renewals_fewer_than(2))
def main() -> None:
    count = on_loan("zoe")
    if count > 0:
        renew("zoe", "9780131103627", max(1, 14 // count))

"""Every loan lasts one to three weeks (chained comparison in the contract)."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import lend


@clauz3.guarantee(loans.loans_between(7, 21))
def main() -> None:
    lend("zoe", "9780131103627", 7)
    lend("max", "9780262033848", 21)

"""Lend the same single copy to two patrons in a loop: copies are not distinct."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import lend


@clauz3.guarantee(loans.one_copy_each())
def main() -> None:
    for patron in ["zoe", "max"]:
        lend(patron, "9780131103627", 7)

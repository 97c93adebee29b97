"""Lend four books to Zoe in a loop, over the default limit of three."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import lend


@clauz3.guarantee(loans.books_per_patron("zoe"))
def main() -> None:
    for isbn in ["9780131103627", "9780262033848", "9780201633610", "9781492056355"]:
        lend("zoe", isbn, 14)

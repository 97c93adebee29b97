"""Lend the first book of a wishlist that can be reserved, then return (return inside a literal loop)."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import lend, reserve


@clauz3.guarantee(loans.books_per_patron("zoe", n=1))
def main() -> bool:
    for isbn in ["9780131103627", "9780262033848", "9780201633610"]:
        if reserve("zoe", isbn):
            lend("zoe", isbn, 14)
            return True
    return False

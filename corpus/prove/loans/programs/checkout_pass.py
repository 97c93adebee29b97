"""Check membership, then lend two different books to Zoe (at most three per patron)."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import is_member, lend


@clauz3.guarantee(loans.books_per_patron("zoe"))
@clauz3.guarantee(loans.one_copy_each())
def main() -> None:
    if is_member("zoe"):
        lend("zoe", "9780131103627", 21)
        lend("zoe", "9780262033848", 21)

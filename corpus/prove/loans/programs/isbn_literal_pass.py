"""Lend a book by a 13-digit ISBN starting with 978."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import lend


@clauz3.guarantee(loans.isbn13_with_prefix("978"))
def main() -> None:
    lend("zoe", "9780131103627", 14)

"""Lend a caller-given ISBN after checking only its 978 prefix, not its length."""
import clauz3
from tools.loans.trusted import contracts as loans
from tools.loans.trusted.effects import lend


@clauz3.guarantee(loans.isbn13_with_prefix("978"))
def main(isbn: str) -> None:
    if isbn.startswith("978"):
        lend("zoe", isbn, 14)

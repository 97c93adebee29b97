"""A price book keyed by amounts that arrive as ints, floats, Decimals and Fractions: keys that
are equal numbers are one key whatever their types (CPython hashes them alike), so a lookup
by any of the forms finds the entry, and the first key inserted is the one the dict keeps."""

from decimal import Decimal
from fractions import Fraction


def build_book() -> dict:
    book = {}
    book[Fraction(1, 2)] = "half"
    book[1] = "one"
    book[2.5] = "two and a half"
    book[Decimal("0.25")] = "quarter"
    book[Fraction(3, 1)] = "three"
    book[10**20] = "huge"
    return book


def lookups(book: dict) -> list[str]:
    found = []
    for probe in [0.5, Decimal("0.5"), Fraction(2, 4), 1.0, True, Decimal(1), Fraction(5, 2),
                  Decimal("2.5"), 0.25, Fraction(1, 4), 3, 3.0, Decimal(3), float(10**20),
                  Fraction(10**20), 0.75, Fraction(1, 3)]:
        found.append(f"{probe!r}: {book.get(probe, 'missing')}")
    return found


def merge_counts(amounts: list) -> dict:
    """Counting amounts: equal numbers of different types land in one bucket."""
    counts = {}
    for a in amounts:
        counts[a] = counts.get(a, 0) + 1
    return counts


def churn(book: dict) -> list:
    """Deleting by one form of a number and re-adding by another keeps the later order."""
    del book[0.5]
    book.pop(Decimal("2.5"))
    book[Decimal("0.50")] = "half again"
    book[2.5] = "back"
    del book[Fraction(1)]
    return list(book.items())


def main() -> None:
    book = build_book()
    print(len(book), list(book.values()))
    for line in lookups(book):
        print(line)
    print(0.5 in book, Fraction(1, 2) in book, Decimal("0.5") in book, 0.3 in book)
    counts = merge_counts([1, 1.0, Fraction(1), Decimal(1), 0.5, Fraction(1, 2), 2, Decimal("2.0"), True])
    print(counts)
    print(churn(book))
    both = {Fraction(1, 2), 0.5, Decimal("0.5"), 1, 1.0, True}
    print(len(both))
    table = {i / 4: i for i in range(12)}
    for i in range(0, 12, 2):
        del table[Fraction(i, 4)]
    print(table)
    print({x: str(x) for x in [Fraction(6, 4), 1.5, Decimal("1.5"), 3, 3.0]})


"""Library loans: books and members as dataclasses with slots, loans with due dates from a date
subclass, overdue fines as Decimals, a hierarchy of loan errors with notes caught by base
class, and a statement formatted with padding and thousands separators."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal


class LibDay(date):
    def plus(self, days):
        return self + timedelta(days=days)


class LoanError(Exception):
    pass


class NotAvailable(LoanError):
    pass


class LimitReached(LoanError):
    pass


@dataclass(slots=True)
class Book:
    isbn: str
    title: str
    copies: int = 1


@dataclass
class Member:
    name: str
    limit: int = 2
    loans: list = field(default_factory=list)


FINE_PER_DAY = Decimal("0.25")


def lend(member, book, today):
    if book.copies <= 0:
        raise NotAvailable(f"{book.title!r} has no copies left")
    if len(member.loans) >= member.limit:
        err = LimitReached(f"{member.name} already has {len(member.loans)} loans")
        err.add_note(f"limit is {member.limit}")
        raise err
    book.copies -= 1
    member.loans.append((book, today.plus(14)))


def main():
    today = LibDay(2024, 6, 3)
    books = {b.isbn: b for b in [Book("111", "Dune", 2), Book("222", "Emma"), Book("333", "Ulysses")]}
    ana, bo = Member("ana"), Member("bo", limit=1)
    for member, isbn in [(ana, "111"), (bo, "222"), (bo, "111"), (ana, "222"), (ana, "333"), (ana, "111")]:
        try:
            lend(member, books[isbn], today)
            print(f"{member.name:<4} borrows {books[isbn].title:<8} due {member.loans[-1][1]!r}")
        except LoanError as e:
            notes = f" ({'; '.join(e.__notes__)})" if hasattr(e, "__notes__") else ""
            print(f"{member.name:<4} refused: {type(e).__name__}: {e}{notes}")
    returned_on = today.plus(31)
    for m in (ana, bo):
        total = Decimal(0)
        for book, due in m.loans:
            late = (returned_on - due).days
            fine = FINE_PER_DAY * max(late, 0)
            total += fine
            print(f"  {m.name:<4}{book.title:<9}{late:>3} days late  {fine:>6.2f}")
        print(f"  {m.name:<4}{'total':<9}{'':>14}{total:>6.2f}")
    try:
        books["111"].shelf = "A"
    except AttributeError as e:
        print("AttributeError:", e)
    return {i: b.copies for i, b in books.items()}, type(returned_on).__name__

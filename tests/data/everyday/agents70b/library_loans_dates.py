"""Library loan system: due dates, renewals, holds queue and late fees."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from collections import deque


LOAN_DAYS = 14
DAILY_FEE_CENTS = 25
MAX_RENEWALS = 2


class LibraryError(Exception):
    pass


@dataclass
class Book:
    isbn: str
    title: str
    holds: deque = field(default_factory=deque)
    loan: "Loan | None" = None


@dataclass
class Loan:
    member: str
    start: date
    due: date
    renewals: int = 0


class Library:
    def __init__(self):
        self.books: dict[str, Book] = {}
        self.fees: dict[str, int] = {}

    def add(self, isbn, title):
        self.books[isbn] = Book(isbn, title)

    def checkout(self, isbn, member, today):
        book = self.books[isbn]
        if book.loan:
            raise LibraryError(f"{book.title!r} is on loan to {book.loan.member}")
        if book.holds and book.holds[0] != member:
            raise LibraryError(f"{book.title!r} is held for {book.holds[0]}")
        if book.holds:
            book.holds.popleft()
        if self.fees.get(member, 0) > 500:
            raise LibraryError(f"{member} owes {self.fees[member] / 100:.2f}")
        book.loan = Loan(member, today, today + timedelta(days=LOAN_DAYS))
        return book.loan.due

    def renew(self, isbn, today):
        book = self.books[isbn]
        loan = book.loan
        if loan is None:
            raise LibraryError("not on loan")
        if book.holds:
            raise LibraryError(f"cannot renew, {len(book.holds)} hold(s)")
        if loan.renewals >= MAX_RENEWALS:
            raise LibraryError("renewal limit reached")
        loan.renewals += 1
        loan.due = max(loan.due, today) + timedelta(days=LOAN_DAYS)
        return loan.due

    def hold(self, isbn, member):
        self.books[isbn].holds.append(member)

    def checkin(self, isbn, today):
        book = self.books[isbn]
        loan, book.loan = book.loan, None
        late = (today - loan.due).days
        fee = max(0, late) * DAILY_FEE_CENTS
        if fee:
            self.fees[loan.member] = self.fees.get(loan.member, 0) + fee
        return late, fee


def main():
    lib = Library()
    lib.add("111", "Dune")
    lib.add("222", "Emma")
    d0 = date(2024, 2, 20)
    events = [
        (0, "checkout", "111", "ann"), (1, "checkout", "111", "bob"), (2, "hold", "111", "bob"),
        (3, "checkout", "222", "cy"), (10, "renew", "111", None), (13, "renew", "222", None),
        (20, "renew", "222", None), (30, "renew", "222", None), (45, "checkin", "111", None),
        (46, "checkout", "111", "cy"), (46, "checkout", "111", "bob"), (90, "checkin", "222", None),
        (91, "checkin", "111", None), (92, "checkout", "222", "cy"), (93, "checkout", "222", "ann"),
    ]
    for offset, action, isbn, member in events:
        today = d0 + timedelta(days=offset)
        try:
            if action == "checkout":
                result = f"due {lib.checkout(isbn, member, today):%a %d %b}"
            elif action == "renew":
                result = f"due {lib.renew(isbn, today).isoformat()}"
            elif action == "hold":
                lib.hold(isbn, member)
                result = "held"
            else:
                late, fee = lib.checkin(isbn, today)
                result = f"returned, {late} days late, fee {fee}c" if late > 0 else "returned on time"
        except LibraryError as e:
            result = f"refused: {e}"
        print(f"{today} {action:<8} {isbn} {member or '':<4} {result}")
    for member, cents in sorted(lib.fees.items()):
        print(f"{member} owes ${cents / 100:.2f}")
    print((date(2024, 3, 1) - d0).days, d0.weekday(), d0.replace(day=29) + timedelta(weeks=1))
    return sum(lib.fees.values())


if __name__ == "__main__":
    main()

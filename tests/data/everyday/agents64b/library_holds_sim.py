"""A lending library with holds queues, due dates and fines."""
from collections import deque
from dataclasses import dataclass, field
from datetime import date, timedelta


class LibraryError(Exception):
    pass


class NotAvailable(LibraryError):
    def __init__(self, title, position):
        super().__init__(f"{title!r} is out; you are #{position} in the queue")
        self.position = position


class LimitReached(LibraryError):
    pass


@dataclass
class Copy:
    title: str
    borrower: str | None = None
    due: date | None = None
    holds: deque = field(default_factory=deque)


@dataclass
class Patron:
    name: str
    limit: int = 2
    loans: set = field(default_factory=set)
    fines: int = 0


class Library:
    LOAN_DAYS = 14
    FINE_PER_DAY = 25

    def __init__(self, today):
        self.today = today
        self.copies = {}
        self.patrons = {}

    def add(self, *titles):
        for t in titles:
            self.copies[t] = Copy(t)

    def join(self, name, limit=2):
        self.patrons[name] = Patron(name, limit)

    def borrow(self, name, title):
        p, c = self.patrons[name], self.copies[title]
        if len(p.loans) >= p.limit:
            raise LimitReached(f"{name} already has {len(p.loans)} loans")
        if c.borrower is not None or (c.holds and c.holds[0] != name):
            if name not in c.holds:
                c.holds.append(name)
            raise NotAvailable(title, list(c.holds).index(name) + 1)
        if c.holds and c.holds[0] == name:
            c.holds.popleft()
        c.borrower, c.due = name, self.today + timedelta(days=self.LOAN_DAYS)
        p.loans.add(title)
        return c.due

    def give_back(self, title):
        c = self.copies[title]
        if c.borrower is None:
            raise LibraryError(f"{title!r} is not on loan")
        p = self.patrons[c.borrower]
        late = (self.today - c.due).days
        if late > 0:
            p.fines += late * self.FINE_PER_DAY
        p.loans.discard(title)
        c.borrower = c.due = None
        return max(late, 0), (c.holds[0] if c.holds else None)

    def advance(self, days):
        self.today += timedelta(days=days)


def main():
    lib = Library(date(2024, 3, 1))
    lib.add("Dune", "Emma", "Ulysses")
    for name, limit in [("ann", 2), ("bo", 1), ("cy", 3)]:
        lib.join(name, limit)
    actions = [("borrow", "ann", "Dune"), ("borrow", "bo", "Dune"), ("borrow", "cy", "Dune"),
               ("borrow", "ann", "Emma"), ("borrow", "ann", "Ulysses"), ("advance", 20),
               ("return", "Dune"), ("borrow", "cy", "Dune"), ("borrow", "bo", "Dune"),
               ("return", "Emma"), ("return", "Emma"), ("advance", 3), ("borrow", "bo", "Emma")]
    for action in actions:
        kind = action[0]
        try:
            if kind == "borrow":
                due = lib.borrow(action[1], action[2])
                print(f"{action[1]} borrows {action[2]} until {due:%d %b}")
            elif kind == "return":
                late, nxt = lib.give_back(action[1])
                print(f"{action[1]} returned, {late} days late, next: {nxt}")
            else:
                lib.advance(action[1])
                print("today is", lib.today.isoformat(), lib.today.strftime("%A"))
        except NotAvailable as exc:
            print("wait:", exc)
        except LibraryError as exc:
            print(f"{type(exc).__name__}: {exc}")
    for p in lib.patrons.values():
        print(p.name, sorted(p.loans), f"fines {p.fines / 100:.2f}")
    print({t: list(c.holds) for t, c in lib.copies.items()})


if __name__ == "__main__":
    main()

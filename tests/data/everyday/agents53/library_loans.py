"""Library loans: checkouts, returns, late fees and holds queue."""
from collections import deque
from datetime import date, timedelta

LOAN_DAYS = 14
FEE_PER_DAY = 0.25
MAX_FEE = 5.00


class LibraryError(Exception):
    pass


class Library:
    def __init__(self, titles):
        self.copies = dict(titles)
        self.loans = {}
        self.holds = {t: deque() for t in titles}
        self.fees = {}

    def checkout(self, member, title, today):
        if title not in self.copies:
            raise LibraryError(f"no such title: {title}")
        if self.fees.get(member, 0) > 0:
            raise LibraryError(f"{member} owes ${self.fees[member]:.2f}")
        queue = self.holds[title]
        if queue and queue[0] != member:
            raise LibraryError(f"{title} is held for {queue[0]}")
        if self.copies[title] == 0:
            queue.append(member)
            return f"{member} placed hold on {title} (position {len(queue)})"
        if queue:
            queue.popleft()
        self.copies[title] -= 1
        due = today + timedelta(days=LOAN_DAYS)
        self.loans[(member, title)] = due
        return f"{member} borrowed {title}, due {due:%b %d}"

    def give_back(self, member, title, today):
        due = self.loans.pop((member, title))
        self.copies[title] += 1
        late = max(0, (today - due).days)
        fee = min(MAX_FEE, late * FEE_PER_DAY)
        if fee:
            self.fees[member] = self.fees.get(member, 0) + fee
        return f"{member} returned {title}" + (f", {late} days late, fee ${fee:.2f}" if late else "")

    def pay(self, member):
        amount = self.fees.pop(member, 0)
        return f"{member} paid ${amount:.2f}"


def main():
    lib = Library({"Dune": 1, "Emma": 2})
    d0 = date(2024, 3, 1)
    script = [
        ("checkout", "ann", "Dune", 0), ("checkout", "bob", "Dune", 1), ("checkout", "cat", "Dune", 2),
        ("checkout", "bob", "Emma", 2), ("give_back", "ann", "Dune", 20), ("checkout", "cat", "Dune", 21),
        ("checkout", "bob", "Dune", 21), ("give_back", "bob", "Emma", 60), ("checkout", "bob", "Dune", 61),
        ("pay", "bob", None, 61), ("checkout", "ann", "Zorba", 61), ("checkout", "ann", "Emma", 62),
    ]
    for action, member, title, offset in script:
        today = d0 + timedelta(days=offset)
        try:
            if action == "pay":
                msg = lib.pay(member)
            else:
                msg = getattr(lib, action)(member, title, today)
        except LibraryError as e:
            msg = f"refused: {e}"
        print(f"{today.isoformat()} {msg}")
    print("on loan:", sorted(f"{m}:{t}" for m, t in lib.loans))
    print("holds:", {t: list(q) for t, q in lib.holds.items()})


if __name__ == "__main__":
    main()

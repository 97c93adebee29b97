"""Compute overdue fines for library loans with grace periods, caps and member discounts."""
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum


class MemberType(Enum):
    STUDENT = "student"
    ADULT = "adult"
    SENIOR = "senior"


DAILY_RATE = {"book": Decimal("0.25"), "dvd": Decimal("1.00"), "magazine": Decimal("0.10")}
MAX_FINE = {"book": Decimal("10.00"), "dvd": Decimal("15.00"), "magazine": Decimal("3.00")}
DISCOUNT = {MemberType.STUDENT: Decimal("0.5"), MemberType.ADULT: Decimal("1"), MemberType.SENIOR: Decimal("0.25")}
GRACE_DAYS = 2


class Loan:
    def __init__(self, member, kind, title, due, returned=None):
        self.member = member
        self.kind = kind
        self.title = title
        self.due = due
        self.returned = returned

    def days_late(self, today: date) -> int:
        end = self.returned or today
        late = (end - self.due).days
        return late if late > GRACE_DAYS else 0

    def fine(self, today: date, member_type: MemberType) -> Decimal:
        days = self.days_late(today)
        raw = min(DAILY_RATE[self.kind] * days, MAX_FINE[self.kind])
        return (raw * DISCOUNT[member_type]).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)

    def __repr__(self):
        return f"Loan({self.title!r}, due={self.due.isoformat()})"


def main():
    today = date(2024, 3, 15)
    members = {"ana": MemberType.STUDENT, "ben": MemberType.ADULT, "cho": MemberType.SENIOR}
    loans = [
        Loan("ana", "book", "Dune", date(2024, 3, 1)),
        Loan("ana", "dvd", "Alien", date(2024, 3, 10), returned=date(2024, 3, 14)),
        Loan("ben", "book", "Emma", date(2024, 2, 1)),
        Loan("ben", "magazine", "Wired #3", date(2024, 3, 13)),
        Loan("cho", "dvd", "Heat", date(2024, 2, 20)),
        Loan("cho", "book", "Ulysses", today + timedelta(days=5)),
    ]
    totals = {}
    print(f"{'member':<6} {'title':<10} {'kind':<9} {'late':>4} {'fine':>7}")
    for loan in sorted(loans, key=lambda l: (l.member, l.due)):
        mtype = members[loan.member]
        fine = loan.fine(today, mtype)
        totals[loan.member] = totals.get(loan.member, Decimal("0")) + fine
        print(f"{loan.member:<6} {loan.title:<10} {loan.kind:<9} {loan.days_late(today):>4} {fine:>7}")
    print()
    for member, total in totals.items():
        flag = " BLOCKED" if total >= Decimal("5") else ""
        print(f"{member} ({members[member].value}): ${total}{flag}")
    print("grand total:", sum(totals.values(), Decimal("0")))
    print(repr(loans[0]))


if __name__ == "__main__":
    main()

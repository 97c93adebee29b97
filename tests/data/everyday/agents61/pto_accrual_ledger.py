"""Accrue paid time off per pay period with caps, carry-over and requests, in Decimal hours."""
from decimal import Decimal, ROUND_HALF_UP
from datetime import date, timedelta
from enum import IntEnum

HOURS = Decimal("0.01")


class Tier(IntEnum):
    JUNIOR = 0
    MID = 3
    SENIOR = 7

    @classmethod
    def for_years(cls, years: int) -> "Tier":
        chosen = cls.JUNIOR
        for tier in cls:
            if years >= tier:
                chosen = tier
        return chosen


RATE = {Tier.JUNIOR: Decimal("4.62"), Tier.MID: Decimal("6.15"), Tier.SENIOR: Decimal("7.69")}
CAP = {Tier.JUNIOR: Decimal("120"), Tier.MID: Decimal("160"), Tier.SENIOR: Decimal("200")}


class InsufficientBalance(ValueError):
    pass


class Ledger:
    def __init__(self, name: str, hired: date, opening: Decimal = Decimal(0)):
        self.name = name
        self.hired = hired
        self.balance = opening
        self.entries = []

    def tier(self, on: date) -> Tier:
        years = (on - self.hired).days // 365
        return Tier.for_years(years)

    def accrue(self, on: date) -> Decimal:
        tier = self.tier(on)
        room = CAP[tier] - self.balance
        amount = max(Decimal(0), min(RATE[tier], room))
        self.balance += amount
        self.entries.append((on, "accrue", amount))
        return amount

    def take(self, on: date, hours) -> None:
        hours = Decimal(str(hours))
        if hours > self.balance:
            raise InsufficientBalance(f"{self.name} has {self.balance} h, asked {hours} h on {on}")
        self.balance -= hours
        self.entries.append((on, "take", -hours))


def pay_dates(start: date, count: int):
    d = start
    for _ in range(count):
        yield d
        d += timedelta(days=14)


def main():
    people = [
        Ledger("Ana", date(2022, 9, 1), Decimal("40")),
        Ledger("Ben", date(2016, 1, 15), Decimal("190.5")),
        Ledger("Chi", date(2020, 11, 30)),
    ]
    requests = {("Ana", 3): 16, ("Ben", 5): 40, ("Chi", 2): 24, ("Chi", 8): 12.5, ("Ana", 10): 60}
    for i, day in enumerate(pay_dates(date(2024, 1, 5), 12)):
        for person in people:
            person.accrue(day)
            hours = requests.get((person.name, i))
            if hours is None:
                continue
            try:
                person.take(day, hours)
            except InsufficientBalance as err:
                print("denied:", err)
    for person in people:
        gained = sum(a for _, kind, a in person.entries if kind == "accrue")
        used = -sum(a for _, kind, a in person.entries if kind == "take")
        days = (person.balance / 8).quantize(HOURS, rounding=ROUND_HALF_UP)
        tier = person.tier(date(2024, 6, 7))
        print(f"{person.name}: tier {tier.name.title()} ({tier!r}), accrued {gained}, used {used}, "
              f"balance {person.balance} h = {days} days")
    capped = [p.name for p in people if any(a == 0 for _, k, a in p.entries if k == "accrue")]
    print("hit the cap:", capped)
    print("tiers by years:", [Tier.for_years(y).name for y in range(0, 10, 2)])


if __name__ == "__main__":
    main()

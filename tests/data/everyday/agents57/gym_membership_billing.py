"""Bill gym memberships monthly with proration, freezes and family discounts."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum
import calendar


class Plan(Enum):
    BASIC = Decimal("29.00")
    PLUS = Decimal("45.00")
    PREMIUM = Decimal("79.00")

    @property
    def label(self):
        return self.name.capitalize()


@dataclass
class Member:
    name: str
    plan: Plan
    joined: date
    family_id: str = ""
    freezes: list = field(default_factory=list)  # (start, end) inclusive

    def frozen_days(self, start, end):
        days = 0
        for fs, fe in self.freezes:
            lo, hi = max(fs, start), min(fe, end)
            if lo <= hi:
                days += (hi - lo).days + 1
        return days


def month_bounds(year, month):
    return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])


def bill(members, year, month):
    first, last = month_bounds(year, month)
    days_in_month = (last - first).days + 1
    families = {}
    for m in members:
        if m.family_id:
            families.setdefault(m.family_id, []).append(m)
    lines = []
    for m in sorted(members, key=lambda m: (m.family_id or "~", m.name)):
        if m.joined > last:
            continue
        start = max(first, m.joined)
        active = (last - start).days + 1 - m.frozen_days(start, last)
        amount = m.plan.value * active / days_in_month
        size = len(families.get(m.family_id, []))
        discount = Decimal("0.15") if size >= 3 else Decimal("0.10") if size == 2 else Decimal(0)
        amount = (amount * (1 - discount)).quantize(Decimal("0.01"), ROUND_HALF_UP)
        lines.append((m, active, discount, amount))
    return lines


def main():
    members = [
        Member("Ines", Plan.PREMIUM, date(2023, 2, 1), "F1"),
        Member("Omar", Plan.BASIC, date(2024, 2, 10), "F1"),
        Member("Yuki", Plan.PLUS, date(2022, 9, 15), freezes=[(date(2024, 2, 5), date(2024, 2, 18))]),
        Member("Lena", Plan.BASIC, date(2024, 3, 2)),
        Member("Raul", Plan.PLUS, date(2021, 1, 1), "F2",
               freezes=[(date(2024, 1, 20), date(2024, 2, 3)), (date(2024, 2, 27), date(2024, 3, 5))]),
    ]
    for year, month in ((2024, 2), (2024, 3)):
        print(f"--- {calendar.month_name[month]} {year} ---")
        total = Decimal(0)
        for m, active, discount, amount in bill(members, year, month):
            note = f"-{discount:.0%}" if discount else ""
            print(f"{m.name:<5} {m.plan.label:<8} {active:>2} days {note:>5} {amount:>8}")
            total += amount
        print(f"{'total':<26} {total:>8}")
    print(sorted(p.label for p in Plan), Plan("45.00" and Decimal("45.00")).name)


if __name__ == "__main__":
    main()

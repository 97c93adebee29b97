"""Assign loyalty tiers from a year of purchases, with tier perks and upgrade hints."""
from collections import defaultdict
from dataclasses import dataclass
from enum import IntEnum
from functools import total_ordering


class Tier(IntEnum):
    BRONZE = 0
    SILVER = 1000
    GOLD = 5000
    PLATINUM = 15000

    @classmethod
    def for_points(cls, points: int) -> "Tier":
        best = cls.BRONZE
        for tier in cls:
            if points >= tier.value:
                best = tier
        return best

    def next_tier(self):
        members = list(type(self))
        idx = members.index(self)
        return members[idx + 1] if idx + 1 < len(members) else None


PERKS = {
    Tier.BRONZE: ["birthday coupon"],
    Tier.SILVER: ["birthday coupon", "free shipping"],
    Tier.GOLD: ["birthday coupon", "free shipping", "early access"],
    Tier.PLATINUM: ["birthday coupon", "free shipping", "early access", "concierge"],
}


@total_ordering
@dataclass
class Customer:
    name: str
    points: int = 0

    @property
    def tier(self) -> Tier:
        return Tier.for_points(self.points)

    def __lt__(self, other):
        return (self.points, self.name) < (other.points, other.name)

    def __eq__(self, other):
        return isinstance(other, Customer) and (self.points, self.name) == (other.points, other.name)


PURCHASES = [
    ("maria", 120.0), ("tom", 2300.5), ("maria", 880.0), ("li", 15999.99),
    ("tom", 2950.0), ("sara", 40.0), ("li", 1.0), ("maria", 10.0), ("omar", 4999.0),
]


def points_for(amount: float) -> int:
    base = int(amount)
    bonus = base // 500 * 25
    return base + bonus


def main():
    customers = defaultdict(lambda: None)
    book = {}
    for name, amount in PURCHASES:
        cust = book.setdefault(name, Customer(name))
        cust.points += points_for(amount)
    for cust in sorted(book.values(), reverse=True):
        tier = cust.tier
        nxt = tier.next_tier()
        hint = f"{nxt - cust.points} pts to {nxt.name.title()}" if nxt else "top tier"
        print(f"{cust.name:<6} {cust.points:>6} {tier.name:<9} {hint}")
        print("       perks:", ", ".join(PERKS[tier]))
    counts = defaultdict(int)
    for c in book.values():
        counts[c.tier] += 1
    print({t.name: counts[t] for t in Tier})
    print("gold or better:", [c.name for c in book.values() if c.tier >= Tier.GOLD])
    print(max(book.values()).name, min(book.values()).name, len(customers))


if __name__ == "__main__":
    main()

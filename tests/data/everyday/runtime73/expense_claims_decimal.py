"""Expense claims: a Decimal subclass for money with currency-aware formatting, a dataclass
claim with validation and a total_ordering policy class, errors gathered per claim with
sys.exc_info, and a reimbursement summary."""
import sys
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP
from functools import total_ordering


class Money(Decimal):
    def cents(self):
        return Money(self.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))

    def show(self, currency="EUR"):
        return f"{currency} {self.cents():,.2f}"


@total_ordering
class Policy:
    def __init__(self, name, limit):
        self.name = name
        self.limit = Decimal(limit)

    def __eq__(self, other):
        return self.limit == other.limit

    def __lt__(self, other):
        return self.limit < other.limit

    def __repr__(self):
        return f"Policy({self.name!r}, {self.limit})"


class ClaimRejected(Exception):
    pass


@dataclass
class Claim:
    who: str
    category: str
    amount: Money

    def check(self, policies):
        policy = policies.get(self.category)
        if policy is None:
            raise ClaimRejected(f"{self.who}: no policy for {self.category!r}")
        if self.amount > policy.limit:
            raise ClaimRejected(f"{self.who}: {self.amount.show()} over {policy.name} limit {policy.limit}")
        return self.amount.cents()


def main():
    policies = {"meal": Policy("meals", "45"), "travel": Policy("travel", "600"), "hotel": Policy("hotel", "180")}
    claims = [
        Claim("ana", "meal", Money("38.455")),
        Claim("bo", "hotel", Money("210")),
        Claim("cy", "travel", Money("512.104")),
        Claim("dee", "gadget", Money("99")),
        Claim("ed", "meal", Money("12.5")),
    ]
    paid, rejected = Money(0), []
    for c in claims:
        try:
            amount = c.check(policies)
        except ClaimRejected:
            kind, err, tb = sys.exc_info()
            rejected.append(f"{kind.__name__}: {err}")
        else:
            paid = Money(paid + amount)
            print(f"{c.who:<4}{c.category:<8}{amount.show():>14}  {type(amount).__name__}")
    print("\n".join(rejected))
    print(f"total {paid.show()} ({type(paid).__name__}, repr {paid!r})")
    print(sorted(policies.values()), max(policies.values()), Policy("x", 45) <= policies["meal"])
    return paid.show("USD")

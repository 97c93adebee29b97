"""Adjudicate insurance claims through a chain of rule classes with a custom exception hierarchy."""
from abc import ABC, abstractmethod
from dataclasses import dataclass
from decimal import Decimal


class ClaimError(Exception):
    code = "E000"

    def __str__(self):
        return f"[{self.code}] {self.args[0]}"


class NotCovered(ClaimError):
    code = "E100"


class NeedsReview(ClaimError):
    code = "E200"


@dataclass
class Claim:
    id: str
    policy: str
    kind: str
    amount: Decimal
    days_since_start: int
    prior_claims: int = 0


class Rule(ABC):
    name = "rule"

    @abstractmethod
    def apply(self, claim: Claim, payout: Decimal) -> Decimal:
        ...

    def __repr__(self):
        return f"<{type(self).__name__}>"


class WaitingPeriod(Rule):
    def apply(self, claim, payout):
        if claim.days_since_start < 30:
            raise NotCovered(f"policy only {claim.days_since_start} days old")
        return payout


class Exclusions(Rule):
    EXCLUDED = {"cosmetic", "war"}

    def apply(self, claim, payout):
        if claim.kind in self.EXCLUDED:
            raise NotCovered(f"{claim.kind} is excluded")
        return payout


class Deductible(Rule):
    def __init__(self, amount):
        self.amount = Decimal(amount)

    def apply(self, claim, payout):
        return max(payout - self.amount, Decimal("0"))


class CoPay(Rule):
    def __init__(self, share):
        self.share = Decimal(share)

    def apply(self, claim, payout):
        return (payout * (1 - self.share)).quantize(Decimal("0.01"))


class FraudScreen(Rule):
    def apply(self, claim, payout):
        if claim.amount > 10000 or claim.prior_claims >= 3:
            raise NeedsReview(f"amount {claim.amount} / {claim.prior_claims} prior claims")
        return payout


PIPELINE = [WaitingPeriod(), Exclusions(), FraudScreen(), Deductible("250"), CoPay("0.2")]


def adjudicate(claim):
    payout = claim.amount
    trail = []
    for rule in PIPELINE:
        before = payout
        payout = rule.apply(claim, payout)
        if payout != before:
            trail.append(f"{type(rule).__name__}:{before}->{payout}")
    return payout, trail


def main():
    claims = [
        Claim("C1", "P-9", "dental", Decimal("1200.00"), 400),
        Claim("C2", "P-3", "cosmetic", Decimal("3000"), 900),
        Claim("C3", "P-7", "surgery", Decimal("15000"), 700),
        Claim("C4", "P-1", "physio", Decimal("180"), 95),
        Claim("C5", "P-2", "vision", Decimal("640.50"), 12),
        Claim("C6", "P-9", "dental", Decimal("900"), 410, prior_claims=3),
    ]
    totals = {"paid": Decimal(0), "denied": 0, "review": 0}
    for c in claims:
        try:
            payout, trail = adjudicate(c)
            totals["paid"] += payout
            print(f"{c.id} pay {payout:>9}  {' '.join(trail) or 'no adjustments'}")
        except NotCovered as e:
            totals["denied"] += 1
            print(f"{c.id} denied  {e}")
        except ClaimError as e:
            totals["review"] += 1
            print(f"{c.id} review  {e} ({e.__class__.__name__})")
    print(totals)
    print(PIPELINE[:2], issubclass(NeedsReview, ClaimError))


if __name__ == "__main__":
    main()

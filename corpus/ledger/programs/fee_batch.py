import clauz3
from dataclasses import dataclass
from tools.ledger.trusted.effects import post_fee


@dataclass(order=True)
class Charge:
    account: str
    cents: int


class Batch:
    kind = "fee"

    def __init__(self, limit: int):
        self.limit = limit
        self.charges = []

    def add(self, charge: Charge) -> bool:
        if charge.cents <= 0 or self.total() + charge.cents > self.limit:
            return False
        self.charges.append(charge)
        return True

    def total(self) -> int:
        return sum(c.cents for c in self.charges)

    def __enter__(self):
        print("batch open, limit", self.limit)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("batch closed with", len(self.charges), "charges")
        return False


class AuditedBatch(Batch):
    def add(self, charge: Charge) -> bool:
        accepted = super().add(charge)
        print("audit:", super().kind, charge, "accepted" if accepted else "refused")
        return accepted


def main() -> int:
    with AuditedBatch(900) as batch:
        for account, cents in [("ops", 250), ("vendors", 700), ("payroll", 400), ("refunds", -5)]:
            batch.add(Charge(account, cents))
    for charge in sorted(batch.charges):
        post_fee(charge.account, charge.cents)
    return batch.total()

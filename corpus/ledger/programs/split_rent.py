import clauz3
from tools.ledger.trusted import contracts as ledger
from tools.ledger.trusted.effects import balance, transfer

RENT_CENTS = 245_001
ROOMMATES = ("ana", "ben", "chloe")


def share_for(index: int, total: int, people: int) -> int:
    base = total // people
    extra = total % people
    return base + (1 if index < extra else 0)


@clauz3.guarantee(ledger.only_to(["landlord"]))
@clauz3.guarantee(ledger.spend_at_most(cents=245_001, count=3))
@clauz3.guarantee(ledger.one_payment_per_payee())
def main() -> int:
    paid = 0
    refs = []
    for i, person in enumerate(ROOMMATES):
        cents = share_for(i, RENT_CENTS, len(ROOMMATES))
        moved, ref = transfer(person, "landlord", cents, memo=f"rent share {i + 1}/{len(ROOMMATES)}")
        assert moved == cents
        paid += moved
        refs.append(ref)
        print(f"{person:<6}|{cents / 100:>10.2f}|{ref!r}")
    assert paid == RENT_CENTS, "shares must add up to the rent"
    left = balance("landlord")
    print(f"landlord balance now {left}")
    print("refs:", ", ".join(refs))
    return paid

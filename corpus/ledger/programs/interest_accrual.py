import clauz3
from tools.ledger.trusted.effects import balance, post_fee, transfer

SCALE = 1_000_000_000_000_000_000


def compound(principal: int, rate_ppm: int, months: int) -> int:
    factor = SCALE + rate_ppm * 10 ** 12
    grown = principal * factor ** months
    return grown // SCALE ** months


def by_interest(row: tuple[str, int, int]) -> int:
    return row[2]


def main() -> list[str]:
    deposits = (("term-a", 250_000, 4_125), ("term-b", 1_000_000, 3_500), ("term-c", 75_000, 0))
    rows = []
    exact = largest = 0
    for name, rate_ppm, months_in in [(d[0], d[2], 12) for d in deposits]:
        principal = balance(name)
        grown = compound(principal, rate_ppm, months_in)
        interest = grown - principal
        exact = principal * (SCALE + rate_ppm * 10 ** 12) ** months_in
        largest = max(largest, interest)
        rows.append((name, principal, interest))
    rows.sort(key=by_interest, reverse=True)
    print("exact growth numerator has", len(str(exact)), "digits; last one mod 97:", exact % 97)
    paid = []
    for name, principal, interest in rows:
        if interest > 0 and bool(principal):
            memo = f"interest {interest / principal * 100:.3f}%"
            transfer("bank-interest", name, interest, memo=memo, dry_run=False)
            paid.append(name)
        else:
            post_fee(name, 0)
    first_paid = len(paid) > 0 and paid[0]
    print("largest interest", largest, "first paid", first_paid, "overflowed 2**63:", exact > 2 ** 63 - 1)
    print("paid tuple", tuple(paid), "none paid?", len(paid) == 0 or "no")
    return paid

# As decimal_totals.py, but the assertion drops the exponent a Decimal sum keeps (`4.00`, not
# `4`): false where the input sends every amount to one key (n <= 0).
# expect: failed
# inputs: (0,), (1,), (-3,), (8,)
from collections import defaultdict
from decimal import Decimal


def main(n: int) -> int:
    totals = defaultdict(Decimal)
    for k, amount in [("a", "1.10"), ("b" if n > 0 else "a", "2.05"), ("a", "0.85")]:
        totals[k] += Decimal(amount)
    assert str(totals["a"]) in ("1.95", "4")
    return len(totals)

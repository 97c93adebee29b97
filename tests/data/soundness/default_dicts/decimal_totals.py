# A `defaultdict(Decimal)` summing amounts by a key the input picks: each missing key starts
# at `Decimal()`, zero, and the keys keep the order they were first met.
# expect: proved
# inputs: (0,), (1,), (-3,), (8,)
from collections import defaultdict
from decimal import Decimal


def main(n: int) -> int:
    totals = defaultdict(Decimal)
    for k, amount in [("a", "1.10"), ("b" if n > 0 else "a", "2.05"), ("a", "0.85")]:
        totals[k] += Decimal(amount)
    if n > 0:
        assert totals == {"a": Decimal("1.95"), "b": Decimal("2.05")}
    else:
        assert list(totals.items()) == [("a", Decimal("4.00"))]
    assert str(totals["a"]) in ("1.95", "4.00") and totals["c"] == 0
    return len(totals)

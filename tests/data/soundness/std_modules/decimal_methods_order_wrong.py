# `max` of two equal Decimals keeps the one with the larger exponent (`12.5`, not `12.50`), so
# the assertion that it keeps the first fails for every input from 0 up.
# expect: failed
# inputs: (0,), (1,), (7,), (250,)
from decimal import Decimal


def main(n: int) -> int:
    sign = Decimal("-1") if n < 0 else Decimal("1")
    price = Decimal("12.50").copy_sign(sign)
    if n >= 0:
        assert str(price.max(Decimal("12.5"))) == "12.50"
    return n

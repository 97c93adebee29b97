# Decimal's comparison methods as CPython computes them: `max`/`min` keep the larger/smaller
# value (ties by exponent), `compare` gives the sign of the difference as a Decimal,
# `copy_sign` takes the other operand's sign, `to_eng_string` an exponent a multiple of three.
# expect: proved
# inputs: (0,), (1,), (-7,), (250,)
from decimal import Decimal


def main(n: int) -> int:
    sign = Decimal("-1") if n < 0 else Decimal("1")
    price = Decimal("12.50").copy_sign(sign)
    if n < 0:
        assert price.max(Decimal("-12.5")) == Decimal("-12.5")
        assert str(price.max(Decimal("-12.5"))) == "-12.50"
        assert price.compare(0) == -1
    else:
        assert str(price.max(Decimal("12.5"))) == "12.5"
        assert price.min(Decimal("3")).to_eng_string() == "3"
        assert price.compare(Decimal("12.5")) == 0
    assert Decimal("-2.5E+7").to_eng_string() == "-25E+6"
    assert price.as_integer_ratio()[1] == 2
    assert Decimal("3.5").remainder_near(2) == Decimal("-0.5")
    assert str(Decimal("-1").next_plus()) == "-0.9999999999999999999999999999"
    return n

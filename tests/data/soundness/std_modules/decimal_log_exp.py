# Decimal's `ln`, `log10` and `exp` are correctly rounded to the context, and exact where the
# result is (`log10` of a power of ten, `ln(1)`): a doubling time at 7 % computed through them.
# expect: proved
# inputs: (0,), (1,), (5,), (30,)
from decimal import Decimal


def main(years: int) -> int:
    rate = Decimal("0.07")
    doubling = Decimal(2).ln() / rate
    assert str(doubling.quantize(Decimal("0.01"))) == "9.90"
    assert Decimal(1000).log10() == 3
    assert str(Decimal(1).ln()) == "0"
    growth = Decimal("1.5").exp()
    assert str(growth) == "4.481689070338064822602055460"
    if years > 10:
        assert (rate * 10).exp() > 2
    return years

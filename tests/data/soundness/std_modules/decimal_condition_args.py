# A malformed number raises InvalidOperation whose argument lists the ConversionSyntax condition.
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
import decimal


def main(n: int) -> int:
    try:
        decimal.Decimal("1,5")
    except decimal.InvalidOperation as err:
        assert err.args[0][0] is decimal.ConversionSyntax
        return n
    assert False

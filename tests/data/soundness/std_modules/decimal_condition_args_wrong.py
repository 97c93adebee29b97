# The signal raised is InvalidOperation, but the condition it carries is ConversionSyntax, a
# subclass: `is InvalidOperation` does not hold, and the assertion fails.
# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
import decimal


def main(n: int) -> int:
    try:
        decimal.Decimal("1,5")
    except decimal.InvalidOperation as err:
        assert err.args[0][0] is decimal.InvalidOperation
        return n
    return n + 1

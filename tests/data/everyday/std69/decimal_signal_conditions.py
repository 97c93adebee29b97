"""Report why decimal arithmetic failed by the condition classes its signals carry."""
import decimal
from decimal import Decimal


def attempt(label, compute):
    try:
        print(label, "=", compute())
    except decimal.DecimalException as err:
        conditions = [c.__name__ for c in err.args[0]]
        print(label, "!", type(err).__name__, conditions, str(err))
        return err
    return None


def main():
    attempt("parse", lambda: Decimal("12,50"))
    attempt("zero/zero", lambda: Decimal(0) / Decimal(0))
    attempt("one/zero", lambda: Decimal(1) / Decimal(0))
    attempt("floor", lambda: Decimal(5) // Decimal(0))
    attempt("mod", lambda: Decimal(0) % Decimal(0))
    attempt("sqrt", lambda: Decimal(-4).sqrt())
    attempt("big", lambda: Decimal("9e999999") * 10)
    attempt("impossible", lambda: decimal.Context(prec=3).divide_int(Decimal(10**10), Decimal(1)))
    err = attempt("create", lambda: decimal.Context().create_decimal("1..2"))
    print(isinstance(err, decimal.InvalidOperation), isinstance(err, decimal.ConversionSyntax), err.args[0][0] is decimal.ConversionSyntax)
    try:
        Decimal("abc")
    except decimal.ConversionSyntax:
        print("caught as ConversionSyntax")
    except decimal.InvalidOperation as caught:
        print("caught as InvalidOperation", caught.args)
    try:
        Decimal(1) / Decimal(0)
    except ZeroDivisionError as caught:
        print("ZeroDivisionError catches", type(caught).__name__, repr(caught))
    for name in ("Clamped", "ConversionSyntax", "DivisionByZero", "DivisionImpossible", "DivisionUndefined", "Inexact",
                 "InvalidContext", "Rounded", "Subnormal", "Overflow", "Underflow", "FloatOperation"):
        cls = getattr(decimal, name)
        print(name, [base.__name__ for base in cls.__mro__[1:-3]], issubclass(cls, decimal.DecimalException))
    print(issubclass(decimal.DivisionUndefined, ZeroDivisionError), issubclass(decimal.FloatOperation, TypeError))
    print(issubclass(decimal.Overflow, decimal.Inexact), issubclass(decimal.Overflow, decimal.Rounded), decimal.Overflow.__mro__[1])


if __name__ == "__main__":
    main()

"""Give change in coins with `divmod` of Decimals, and every edge of Decimal's divmod."""
from decimal import Decimal, InvalidOperation

COINS = ["2", "1", "0.50", "0.20", "0.10", "0.05", "0.02", "0.01"]


def change(amount):
    left = Decimal(amount)
    out = []
    for coin in map(Decimal, COINS):
        n, left = divmod(left, coin)
        if n:
            out.append(f"{n}x{coin}")
    return out, left


def main():
    for amount in ("3.88", "0.07", "12", "0"):
        coins, rest = change(amount)
        print(amount, "->", " ".join(coins) or "nothing", "| left", rest)
    cases = [("7.5", "2"), ("-7.5", "2"), ("7", "-2.0"), ("-7.50", "2"), ("0", "-5"), ("-0", "3"),
             ("1", "0"), ("0", "0"), ("Inf", "2"), ("-Inf", "Inf"), ("-7", "Inf"), ("7", "-Inf"),
             ("NaN", "1"), ("1", "NaN"), ("sNaN", "1"), ("1e30", "7"), ("1E+3", "7")]
    for a, b in cases:
        try:
            q, r = divmod(Decimal(a), Decimal(b))
            print(f"divmod({a}, {b}) = ({q!r}, {r!r})")
        except InvalidOperation as exc:
            print(f"divmod({a}, {b}): InvalidOperation {exc}")
    print(divmod(Decimal(7), 2), divmod(7, Decimal("2.5")), divmod(-7, Decimal(2)))
    print(Decimal(7).__divmod__(2), Decimal(7).__rdivmod__(30), Decimal(7).__divmod__(1.5))
    for left, right in ((Decimal(1), 1.5), (1.5, Decimal(1)), (Decimal(1), "2")):
        try:
            divmod(left, right)
        except TypeError as exc:
            print("TypeError:", exc)
    q, r = divmod(Decimal("-17.25"), Decimal("4"))
    return q * 4 + r == Decimal("-17.25")


if __name__ == "__main__":
    main()

"""Prices and quantities mixing floats and ints: comparisons, arithmetic and f-strings,
at the edges where a float cannot hold an int exactly."""


def describe(x, y):
    checks = [x < y, x <= y, x > y, x >= y, x == y, x != y]
    return "".join("T" if c else "F" for c in checks)


def main():
    nan = float("nan")
    inf = float("inf")
    big = 2**53 + 1
    cases = [
        (1.5, 2), (2, 1.5), (3, 3.0), (-0.0, 0), (0, -0.0), (nan, 1), (1, nan), (nan, nan),
        (inf, 10**18), (-inf, -(10**18)), (float(2**53), big), (big, float(2**53)),
        (9007199254740993, 9007199254740992.0), (-big, -float(2**53)), (0.1 + 0.2, 0.3),
    ]
    for x, y in cases:
        print(f"{x!r} vs {y!r}: {describe(x, y)}")
    sums = [1.25 * 3, 3 * 1.25, 0.5 + 2, 2 - 0.5, 7 / 2.0, 7.0 / 2, -0.0 * 5, 2**53 * 1.0, big * 1.0, big + 0.5]
    print(sums)
    try:
        print(1.0 / 0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print(5 / 0.0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    print(7.5 // 2, 7.5 % 2, -7 // 2.0, 2**0.5, nan + 1, inf - inf)
    labels = [f"item{i}" for i in (0, 7, -3, 10**18, -(2**63), 2**63 - 1, 2**64, True)]
    print(labels, f"{-0}", f"{12:>5}", f"{-12!r}", f"w{(12 * 12) % 211}")
    total = 0.0
    for price, qty in [(1.25, 3), (0.1, 10), (2.5, 0)]:
        total += price * qty
        if price * qty > 1:
            print(f"over one: {price} x {qty}")
    print(round(total, 2), total > 4, total == 4.75, 4 < total)

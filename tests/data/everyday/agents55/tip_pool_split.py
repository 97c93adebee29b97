"""Split a restaurant tip pool by hours worked and role weight, rounding to cents fairly."""
from fractions import Fraction

SHIFTS = [
    ("Maya", "server", 7.5), ("Jon", "server", 6.0), ("Priya", "bartender", 8.0),
    ("Leo", "busser", 5.0), ("Ana", "host", 4.0), ("Jon", "server", 2.0),
]
WEIGHTS = {"server": Fraction(1), "bartender": Fraction(9, 10), "busser": Fraction(1, 2), "host": Fraction(2, 5)}
POOL_CENTS = 128_743


def shares(shifts, pool_cents):
    points = {}
    for name, role, hours in shifts:
        points[name] = points.get(name, 0) + WEIGHTS[role] * Fraction(str(hours))
    total = sum(points.values())
    exact = {n: pool_cents * p / total for n, p in points.items()}
    floored = {n: int(v) for n, v in exact.items()}
    leftover = pool_cents - sum(floored.values())
    # largest remainder method
    for name in sorted(exact, key=lambda n: (exact[n] - floored[n], n), reverse=True)[:leftover]:
        floored[name] += 1
    return points, floored


def main():
    points, cents = shares(SHIFTS, POOL_CENTS)
    print(f"pool ${POOL_CENTS / 100:,.2f} over {float(sum(points.values())):.2f} points")
    for name in sorted(cents, key=cents.get, reverse=True):
        print(f"  {name:<6} {str(points[name]):>6} pts  ${cents[name] / 100:>8,.2f}")
    assert sum(cents.values()) == POOL_CENTS
    print("check:", sum(cents.values()) == POOL_CENTS, Fraction(3, 4) + Fraction(1, 6), Fraction("0.125"))


if __name__ == "__main__":
    main()

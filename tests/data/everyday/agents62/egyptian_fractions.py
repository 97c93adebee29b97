"""Write fractions as sums of distinct unit fractions (greedy and by search)."""
from fractions import Fraction
from math import ceil, gcd


def greedy(frac):
    parts = []
    while frac.numerator:
        d = -(-frac.denominator // frac.numerator)
        parts.append(d)
        frac -= Fraction(1, d)
    return parts


def shortest(frac, max_terms=3, smallest=2):
    """Depth-first search for the fewest terms, preferring the smallest last denominator."""
    if frac.numerator == 0:
        return []
    if max_terms == 0:
        return None
    if frac.numerator == 1 and frac.denominator >= smallest:
        return [frac.denominator]
    best = None
    start = max(smallest, ceil(1 / frac))
    for d in range(start, int(max_terms / frac) + 1):
        rest = shortest(frac - Fraction(1, d), max_terms - 1, d + 1)
        if rest is not None:
            candidate = [d] + rest
            if best is None or (len(candidate), candidate[-1]) < (len(best), best[-1]):
                best = candidate
    return best


def show(parts):
    return " + ".join(f"1/{d}" for d in parts)


def main():
    for text in ["4/13", "5/6", "7/15", "2/7", "3/7", "5/121", "1/1"]:
        frac = Fraction(text)
        g = greedy(frac) if frac < 1 else None
        print(f"{str(frac):>6} greedy: {show(g) if g else '-'}")
        s = shortest(frac) if frac < 1 else None
        if s:
            assert sum(Fraction(1, d) for d in s) == frac
            print(f"{'':>6} best:   {show(s)}  ({len(s)} terms, max denominator {max(s)})")
        elif frac < 1:
            print(f"{'':>6} best:   none within 3 terms")
    total = sum((Fraction(1, n) for n in range(1, 11)), Fraction(0))
    print(f"H(10) = {total} = {float(total):.6f}")
    print(f"limit_denominator: {Fraction(3.14159265).limit_denominator(1000)}")
    print(f"gcd check: {gcd(*[d for d in greedy(Fraction(4, 13))])}")
    mixed = Fraction(22, 7)
    whole, rest = divmod(mixed.numerator, mixed.denominator)
    print(f"{mixed} = {whole} + {show(greedy(Fraction(rest, mixed.denominator)))}")
    print(sorted([Fraction(1, 3), Fraction(2, 7), 0.3, Fraction(5, 17)]))
    try:
        Fraction(1, 0)
    except ZeroDivisionError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()

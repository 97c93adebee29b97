"""cmath imported without math: its functions still convert Fractions and Decimals."""
import cmath
from decimal import Decimal
from fractions import Fraction


def main():
    roots = [cmath.sqrt(Fraction(-9, 4)), cmath.sqrt(Decimal("-2.25")), cmath.sqrt(-2.25)]
    print(roots, len(set(roots)))
    r, phi = cmath.polar(Fraction(-1, 2))
    print(f"{r:.3f} {phi:.6f}", cmath.rect(Decimal("2"), Fraction(0)))
    return cmath.isclose(cmath.exp(Fraction(1)), cmath.e)


if __name__ == "__main__":
    main()

"""CPython's special values of cmath for infinite and nan parts, as a numerics test sheet lists them."""

import cmath

INF, NAN = float("inf"), float("nan")
PARTS = [-INF, -2.0, -0.0, 0.0, 0.5, INF, NAN]


def attempt(f, z):
    try:
        return repr(f(z))
    except ValueError as e:
        return "ValueError"


def main():
    for f in (cmath.sqrt, cmath.log, cmath.log10, cmath.acos, cmath.acosh, cmath.asin, cmath.asinh, cmath.atan, cmath.atanh):
        print(f.__name__)
        for a in PARTS:
            print("  ", " ".join(attempt(f, complex(a, b)) for b in PARTS))
    for base in (2, INF, complex(NAN, 1), 0j):
        print([attempt(lambda z: cmath.log(z, base), complex(a, 1)) for a in (-INF, 2.0, INF, NAN)])
    print(cmath.sqrt(INF), cmath.log(INF), cmath.log(-INF), cmath.sqrt(cmath.infj), cmath.acos(cmath.nanj))


if __name__ == "__main__":
    main()

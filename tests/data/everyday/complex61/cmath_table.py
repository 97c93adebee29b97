"""Tabulate cmath's functions on a grid of points, as a numerics check sheet would."""
import cmath

POINTS = [0.5 + 0.25j, -1.5 + 2j, 3 - 4j, -0.75 - 0.5j, 2j, -3 + 0j, 1e-10 + 1e-10j, 25 + 30j, 1 + 0j]
FUNCS = [cmath.sqrt, cmath.exp, cmath.log, cmath.log10, cmath.sin, cmath.cos, cmath.tan, cmath.asin,
         cmath.acos, cmath.atan, cmath.sinh, cmath.cosh, cmath.tanh, cmath.asinh, cmath.acosh, cmath.atanh]


def main():
    for f in FUNCS:
        print(f.__name__)
        for z in POINTS:
            try:
                print("  ", z, "->", f(z))
            except ValueError as e:
                print("  ", z, "-> ValueError:", e)
    for z in POINTS[:4]:
        print(cmath.polar(z), cmath.rect(*cmath.polar(z)), cmath.phase(z), cmath.log(z, 2), cmath.log(z, 1 + 1j))
    print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan, cmath.nanj)
    print(cmath.isnan(cmath.nanj), cmath.isinf(cmath.infj), cmath.isfinite(1 + 1j), cmath.isfinite(cmath.infj))
    print(cmath.isclose(1 + 1j, 1.0000000001 + 1j), cmath.isclose(1j, 1.1j, rel_tol=0.2), cmath.isclose(0j, 1e-12j, abs_tol=1e-9))
    print(cmath.sqrt(-1), cmath.sqrt(4), cmath.exp(1), cmath.log(-1), cmath.log(100, 10), cmath.log(0, 2))
    for bad in (lambda: cmath.log(0), lambda: cmath.atanh(1), lambda: cmath.atan(1j), lambda: cmath.log(2, 1),
                lambda: cmath.isclose(1, 2, rel_tol=-1)):
        try:
            bad()
        except ValueError as e:
            print("ValueError:", e)
    for bad in (lambda: cmath.exp(1000), lambda: cmath.sinh(800 + 1j), lambda: cmath.sin(1000j)):
        try:
            bad()
        except OverflowError as e:
            print("OverflowError:", e)
    for bad in (lambda: cmath.sqrt("x"), lambda: cmath.rect("1", 2), lambda: cmath.log(10, None)):
        try:
            bad()
        except TypeError as e:
            print("TypeError:", e)


if __name__ == "__main__":
    main()

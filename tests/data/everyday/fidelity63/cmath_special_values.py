"""cmath's functions over a grid of parts (±0, finite, huge, ±inf, nan): CPython's
special values, and its ValueError where C's errno says a domain error."""
import cmath, math
inf, nan = math.inf, math.nan
vals = [0.0, -0.0, 1.0, -1.0, 2.5, -3.0, 1e308, inf, -inf, nan]
def show(z):
    return repr(z)
def main():
    for name in ["exp", "log", "sqrt", "sin", "cos", "tan", "sinh", "cosh", "tanh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "log10", "phase", "polar", "isinf", "isnan", "isfinite"]:
        f = getattr(cmath, name)
        out = []
        for re in vals:
            for im in vals:
                try:
                    out.append(show(f(complex(re, im))))
                except (ValueError, OverflowError) as e:
                    out.append(type(e).__name__)
        print(name, " ".join(out))
    out = []
    for r in vals:
        for phi in vals:
            try:
                out.append(show(cmath.rect(r, phi)))
            except (ValueError, OverflowError) as e:
                out.append(type(e).__name__)
    print("rect", " ".join(out))
if __name__ == "__main__":
    main()

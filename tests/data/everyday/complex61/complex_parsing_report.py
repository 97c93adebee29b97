"""Parse complex numbers from a config-like text, report each form and the errors CPython gives."""
import json
import math


def attempt(label: str, fn) -> None:
    try:
        print(f"{label:<28} -> {fn()!r}")
    except (ValueError, TypeError, ZeroDivisionError, OverflowError) as e:
        print(f"{label:<28} !! {type(e).__name__}: {e}")


def main():
    texts = ["1+2j", " (1-2j) ", "3", "-j", "J", "+1.5e-3J", "1_000j", "inf-nanj", "-0-0j",
             "1+", "", "(1+2j", "1+2i", "1e500j", "2.5", ".5j", "1.j", "nan"]
    for t in texts:
        attempt(f"complex({t!r})", lambda t=t: complex(t))
    attempt("complex()", lambda: complex())
    attempt("complex(3)", lambda: complex(3))
    attempt("complex(1.5, -2)", lambda: complex(1.5, -2))
    attempt("complex(True, False)", lambda: complex(True, False))
    attempt("complex(1+2j, 3+4j)", lambda: complex(1 + 2j, 3 + 4j))
    attempt("complex(2j)", lambda: complex(2j))
    attempt("complex(imag=2)", lambda: complex(imag=2))
    attempt("complex(real=1, imag=-1)", lambda: complex(real=1, imag=-1))
    attempt("complex('1', 2)", lambda: complex("1", 2))
    attempt("complex(1, '2')", lambda: complex(1, "2"))
    attempt("complex(None)", lambda: complex(None))
    attempt("complex(1, None)", lambda: complex(1, None))
    attempt("complex([1])", lambda: complex([1]))
    attempt("complex(1, 2, 3)", lambda: complex(1, 2, 3))
    attempt("complex(10**400)", lambda: complex(10**400))
    z = complex(-0.0, -1.0)
    print(repr(z), str(-1j), repr(complex(1, float("nan"))), repr(complex(float("inf"), -0.0)), 1e16 + 1e-5j)
    for spec in ["", ".2f", ">20", "<16", "^18.3e", "+.1e", "g", ".3", ",", "_.2f", "E", "n", "x>14.1f", "#", "#.3", "#g"]:
        attempt(f"format(z, {spec!r})", lambda spec=spec: format(1234.5 - 0.25j, spec))
    for spec in ["=10", "010", "d", "%", "0>10"]:
        attempt(f"format(1+2j, {spec!r})", lambda spec=spec: format(1 + 2j, spec))
    w = 2 - 3j
    print(f"{w}|{w:8.2f}|{w:>16}|{w!r:^14}|{2j:g}|{-0.0 + 2j}|{w=}")
    attempt("1j // 1", lambda: 1j // 1)
    attempt("1j % 2", lambda: 1j % 2)
    attempt("divmod(1j, 1)", lambda: divmod(1j, 1))
    attempt("1j < 2j", lambda: 1j < 2j)
    attempt("sorted([1j, 2])", lambda: sorted([1j, 2]))
    attempt("(1+2j) / 0", lambda: (1 + 2j) / 0)
    attempt("0j ** -1", lambda: 0j ** -1)
    attempt("pow(1j, 2, 3)", lambda: pow(1j, 2, 3))
    attempt("int(1j)", lambda: int(1j))
    attempt("float(1j)", lambda: float(1j))
    attempt("round(1.5+0j)", lambda: round(1.5 + 0j))
    attempt("abs(complex(1.7e308, 1.7e308))", lambda: abs(complex(1.7e308, 1.7e308)))
    attempt("(1+1j) ** 101", lambda: (1 + 1j) ** 101)
    attempt("(1.5+2j) ** 0.5", lambda: (1.5 + 2j) ** 0.5)
    attempt("(-8) ** (1 / 3)", lambda: (-8) ** (1 / 3))
    attempt("(1e300+1e300j) ** 2", lambda: (1e300 + 1e300j) ** 2)
    attempt("(10+10j) ** 400", lambda: (10 + 10j) ** 400)
    attempt("1j.conjugate(1)", lambda: (1j).conjugate(1))
    attempt("'%s|%r' % (1j, 2-1j)", lambda: "%s|%r" % (1j, 2 - 1j))
    attempt("'%f' % 1j", lambda: "%f" % 1j)
    attempt("'%d' % 1j", lambda: "%d" % 1j)
    attempt("json.dumps([1j])", lambda: json.dumps([1j]))
    attempt("math.sqrt(1j)", lambda: math.sqrt(1j))
    attempt("math.isclose(1j, 1j)", lambda: math.isclose(1j, 1j))
    attempt("'a' * 2j", lambda: "a" * 2j)
    attempt("[1] + 1j", lambda: [1] + 1j)
    attempt("~1j", lambda: ~1j)
    attempt("1j & 1", lambda: 1j & 1)
    attempt("complex(foo=1)", lambda: complex(foo=1))
    print(type(1j), type(1j).__name__, isinstance(1j, complex), isinstance(1, complex), bool(0j), bool(-0.0j))
    print(hash(1 + 2j), hash(3 + 0j) == hash(3), {1j: "a", 2 + 0j: "b"}[2], 2 + 0j in {2}, (1 + 0j) in range(3))
    print(sum([1j, 2, 3.5]), sum([0.5j] * 4, 1), complex.conjugate(1 + 2j), (1 + 2j).real, (1 + 2j).imag)
    print(hasattr(1j, "real"), hasattr(1j, "__float__"), hasattr(1j, "conjugate"))


if __name__ == "__main__":
    main()

# Generator expressions taken whole by `sum`, `list`, `tuple`, `dict` and `sorted`: the
# totals and collections they make, the order of the elements' effects, where an element's
# error and an addition's error are raised (a `<genexpr>` frame for the first only), names a
# `:=` binds, lambdas capturing the loop variable, and a shadowed builtin name.

import traceback


class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __add__(self, other: object) -> "Money":
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if isinstance(other, int):
            return Money(self.cents + other)
        return NotImplemented

    def __radd__(self, other: object) -> "Money":
        print("  radd", other)
        return self.__add__(other)

    def __repr__(self) -> str:
        return f"Money({self.cents})"


def countdown(n: int):
    while n > 0:
        yield n
        n -= 1


def noisy(n: int) -> object:
    print("  made", n)
    return "x" if n == 2 else n


def ratio(n: int) -> float:
    return 10 / n


def shadowed(sum, list):  # noqa: A002 - the builtins' names, on purpose
    return sum(x for x in range(3)), list(x for x in "ab")


def main() -> int:
    words = ["alpha", "be", "gamma", "de", "epsilon"]
    print(sum(len(w) for w in words), sum(1 for w in words if len(w) > 2))
    print(sum(x * x % 7 for x in countdown(20)), sum(x for x in []), sum(b for b in [True, True, False]))
    print(sum(x / 4 for x in range(5)), sum(x for x in [1, 2.5, True]))
    print(sum(a * b for a in range(4) for b in range(a) if (a + b) % 2))
    print(sum(sum(row) for row in [[1, 2], [3], []]), sum(sum(y for y in range(x)) for x in range(5)))
    print(sum(v for k, v in {"a": 3, "b": 4}.items() if k != "c"))
    print(sum(2**70 + i for i in range(3)), sum(-0.0 for _ in range(2)))
    print(sum(Money(c) for c in [5, 7, 11]))
    print(sum((last := w) and len(w) for w in words), last)
    fns = [lambda: i * 10 for i in range(3)]
    print(sum(f() for f in fns), sum((lambda: w)() == w for w in words))
    print(shadowed(lambda xs: max(xs), lambda xs: "".join(xs)))

    print(list(w.upper() for w in words if "a" in w), list(x for x in ()))
    print(tuple(len(w) for w in words), tuple(c for c in "xyz"))
    print(dict(kv.split("=") for kv in "a=1 b=2 a=3".split()), dict((w, len(w)) for w in words[:2]))
    print(sorted(w[::-1] for w in words), sorted(n % 5 for n in countdown(9)))

    try:
        print(sum(noisy(n) for n in range(5)))
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(sum(ratio(n) for n in [5, 2, 0, 1]))
    except ZeroDivisionError:
        print(traceback.format_exc())
    try:
        print(sum(w for w in words))
    except TypeError:
        print(traceback.format_exc())
    try:
        print(sum(Money(c) if c else "no" for c in [3, 0, 4]))
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(dict(kv.split("=") for kv in ["a=1", "b", "c=3"]))
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(list(10 // n for n in [3, 0]))
    except ZeroDivisionError:
        print(traceback.format_exc())
    try:
        print(sorted(x for x in [3, "a", 1]))
    except TypeError as e:
        print("TypeError:", e)
    try:
        print(tuple(noisy(n) + 1 for n in range(4)))
    except TypeError as e:
        print("TypeError:", e)
    return sum(len(w) for w in words)

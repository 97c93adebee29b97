# Labels joined from generator expressions (`", ".join(... for ...)`): `str.join` takes every
# item before it joins, so the items' effects all come first, a non-str item fails after the
# last one is made, a `:=` inside binds the function's name, and a traceback shows the
# `<genexpr>` frame under the whole call, as in CPython.

import traceback

NAMES = ["ada", "bo", "cy"]
HEADER = "|".join(n.upper() for n in NAMES)


class Report:
    names = ["x", "y"]
    title = "/".join(n for n in NAMES if n != "bo")


def noisy(word: str) -> str:
    print("  made", word)
    return word


def stamp(n: int) -> str:
    print("  stamp", n)
    return str(n) if n != 2 else n  # type: ignore[return-value]


def main() -> int:
    words = ["alpha", "Beta", "gamma", "DELTA"]
    total = 0
    for i in range(4):
        line = ",".join(words[(i + j) % 4] for j in range(3))
        total += len(line)
        print(line)
    print(HEADER, Report.title)
    print("->", "+".join(noisy(w) for w in words[:2]))
    print(", ".join(str(sum(k for k in range(x))) for x in range(5) if x % 2 == 0))
    print("".join((lambda: w * 2)() for w in "abc"))
    print("-".join((last := w) for w in words))
    print("last", last)
    try:
        print(",".join(stamp(n) for n in range(4)))
    except TypeError as e:
        print("TypeError", e)
    try:
        print(",".join(str(10 // n) for n in [5, 2, 0, 1]))
    except ZeroDivisionError:
        print(traceback.format_exc())
    sep = "; "
    print(sep.join(w.lower() for w in words))
    print(",".join(c for c in "xyz"), "".join(x for x in []))
    pairs = {"a": 1, "b": 2}
    print(" ".join(f"{k}={v}" for k, v in pairs.items()))
    nested = [["p", "q"], ["r"]]
    print("|".join(",".join(s for s in row) for row in nested))
    return total

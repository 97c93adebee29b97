# `dict.fromkeys(keys, v)`, `Counter.update(words)` and `deque.extend(xs)` read a list of the
# prover's through, keeping its items and never the list: a later change to the list is not
# seen in the table built from it.
# expect: proved
# inputs: (1,), (0,), (-3,), (10**20,)
from collections import Counter, deque


def main(n: int) -> int:
    cols = ["Q1", "Q2"]
    totals = dict.fromkeys(cols, 0)
    cols.append("Q3")
    assert list(totals) == ["Q1", "Q2"]
    words = "a b a".split()
    counts = Counter()
    counts.update(words)
    words.append("a")
    assert counts["a"] == 2 and counts["b"] == 1
    recent = deque(["w"], maxlen=3)
    recent.extend(["x", "y", "z"])
    assert list(recent) == ["x", "y", "z"]
    return totals["Q1"] + counts["a"] + n

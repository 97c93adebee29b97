# A program importing `datetime` that makes no date counts words with `Counter.update`:
# no key of it needs a `__hash__` of the program's, so the counts are proved.
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
from collections import Counter
from datetime import date, timedelta


def due(start: date, days: int) -> date:
    return start + timedelta(days=days)


def main(pick: int) -> int:
    counts = Counter()
    counts.update(["a", "b", "a"])
    counts.update({"b": 2})
    word = "a" if pick == 0 else ("b" if pick == 1 else "z")
    n = counts[word]
    assert n == (2 if pick == 0 else (3 if pick == 1 else 0))
    return n

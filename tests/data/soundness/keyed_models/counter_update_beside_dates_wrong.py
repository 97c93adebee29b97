# As `counter_update_beside_dates.py`, but claiming `update` with a mapping counts each key
# once: refuted when the pick reads "b".
# expect: failed
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
    assert n <= 2, "no word counted more than twice"
    return n

# A date's month name joins the words on one branch: `Counter.update` after the branches meet
# runs on the path that made a date with keys that may need the program, which the prover
# does not model, so the program is skipped rather than proved.
# expect: skipped
# inputs: (0,), (1,), (5,), (-2,)
from collections import Counter
from datetime import date


def main(n: int) -> int:
    words = ["a", "b", "a"]
    if n > 0:
        words.append(date(2024, 1, 15).strftime("%b"))
    c = Counter(words)
    c.update(["a"])
    assert c["a"] == 3
    return c["a"]

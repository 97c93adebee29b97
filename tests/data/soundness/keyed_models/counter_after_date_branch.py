# A date's month name joins the words on one branch: `Counter(words)` and `Counter.update`
# after the branches meet run on the path that made a date too, where every key is a str
# hashed without the program, so the counts are proved on both paths.
# expect: proved
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

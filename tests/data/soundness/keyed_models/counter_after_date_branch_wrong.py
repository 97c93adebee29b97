# The twin: claiming the month name never became a key is refuted on the branch that added it.
# expect: failed
# inputs: (0,), (1,), (5,), (-2,)
from collections import Counter
from datetime import date


def main(n: int) -> int:
    words = ["a", "b", "a"]
    if n > 0:
        words.append(date(2024, 1, 15).strftime("%b"))
    c = Counter(words)
    c.update(["a"])
    assert len(c) == 2
    return c["a"]

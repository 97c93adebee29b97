# The twin: claiming the table saw the list's later item is refuted.
# expect: failed
# inputs: (1,), (0,), (-3,), (10**20,)
from collections import Counter


def main(n: int) -> int:
    words = "a b a".split()
    counts = Counter()
    counts.update(words)
    words.append("a")
    assert counts["a"] == 3 or n > 5
    return n

# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
from collections import defaultdict


def main(k: int) -> int:
    # The keys differ, but reading `seen` inserts each word in the set's order, which varies
    # from one CPython run to the next: the dict's order is not known.
    seen = defaultdict(int)
    words = {"kiwi", "fig", "banana"}
    ordered = sorted(words, key=lambda w: (seen[w], len(w)))
    assert ordered == ["fig", "kiwi", "banana"]
    first = list(seen)[0]
    assert first in words
    return k

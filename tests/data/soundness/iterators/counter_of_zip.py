# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
from collections import Counter


class Marker:
    pass


def main(k: int) -> int:
    words = ["to", "be", "or", "not", "to", "be"]
    pairs = Counter(zip(words, words[1:]))
    assert pairs[("to", "be")] == 2 and pairs[("be", "or")] == 1
    assert list(pairs)[0] == ("to", "be") and len(pairs) == 4
    ordered = sorted(zip([3, 1, 2], words))
    assert ordered[0] == (1, "be") and isinstance(Marker(), Marker)
    indexed = dict(enumerate(words, 1))
    assert indexed[4] == "not" and indexed[k % 6 + 1] in words
    return pairs[("to", "be")] + k

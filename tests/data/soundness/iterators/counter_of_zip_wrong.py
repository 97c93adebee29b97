# expect: failed
# inputs: (1,), (-2,), (0,), (7,)
from collections import Counter


class Marker:
    pass


def main(k: int) -> int:
    # Holds only for k == 0: "to be" occurs twice.
    words = ["to", "be", "or", "not", "to", "be"]
    pairs = Counter(zip(words, words[1:]))
    ordered = sorted(zip([3, 1, 2], words))
    assert pairs[("to", "be")] == 2 + k and ordered[0][0] == 1
    return k

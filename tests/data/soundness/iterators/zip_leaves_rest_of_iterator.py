# `zip` stops at its shortest input: an iterator before that input loses one item more than
# the pairs made, one after it loses none. Where such an iterator stands afterwards is not
# followed, so reading it again is skipped rather than guessed.
# expect: skipped
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, x + 1, x + 2])
    pairs = list(zip(it, [0]))
    assert pairs == [(x, 0)]
    assert next(it) == x + 2
    return x

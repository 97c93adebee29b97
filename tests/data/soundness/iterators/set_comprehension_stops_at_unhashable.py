# A set or dict comprehension hashes each element as it makes it: an unhashable one stops
# it there, leaving the rest of the iterator it reads.
# The prover does not hash a list to find it unhashable (skipped).
# expect: skipped
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    it = iter([x, [1], x + 1, 5])
    try:
        {v for v in it}
    except TypeError:
        pass
    assert list(it) == [x + 1, 5]
    it = iter([x, [1], x + 1])
    try:
        {v: 0 for v in it}
    except TypeError:
        pass
    assert list(it) == [x + 1]
    return x

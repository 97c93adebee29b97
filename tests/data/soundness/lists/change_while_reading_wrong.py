# An `enumerate` still held reads the list as it is when each item is taken: an item
# appended before the iterator is read is seen (CPython gives three pairs).
# expect: failed
# inputs: (0,), (5,), (-2,), (99,)
def main(a: int) -> int:
    xs = [a, a + 1]
    pairs = enumerate(xs)
    xs.append(a + 2)
    n = len(list(pairs))
    assert n == 2
    return n

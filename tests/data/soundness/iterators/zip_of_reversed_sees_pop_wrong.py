# A `reversed` iterator wrapped in `zip` is still live: popping the list under it leaves it
# nothing to give (CPython fails for every x: no pairs).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    xs = [x, x + 1]
    pairs = zip(reversed(xs), "abc")
    xs.pop()
    assert len(list(pairs)) == 2
    return x

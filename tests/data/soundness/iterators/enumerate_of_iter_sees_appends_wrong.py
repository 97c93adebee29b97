# An item appended to `xs` while `enumerate(iter(xs))` is live is read by it (CPython fails
# for every x: three pairs).
# expect: failed
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    xs = [x, x + 1]
    e = enumerate(iter(xs))
    xs.append(9)
    assert len(list(e)) == 2
    return x

# `enumerate(iter(xs))` reads `xs` lazily: changing `xs` while it may still be read is not
# followed (skipped); reading it before the change is exact.
# expect: skipped
# inputs: (0,), (1,), (-3,), (10**20,)
def main(x: int) -> int:
    xs = [x, x + 1]
    e = enumerate(iter(xs))
    assert next(e) == (0, x)
    xs.append(x)
    assert list(e) == [(1, x + 1), (2, x)]
    return x

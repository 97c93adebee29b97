# A list of terms read by `enumerate`, `zip` and `reversed` in loops that ran to their end
# may change afterwards: no iterator over the old items is left to read.
# expect: proved
# inputs: (0, 1), (-3, 7), (10**20, 2), (5, -5)
def main(a: int, b: int) -> int:
    xs = [a, b, a + b]
    total = 0
    for i, x in enumerate(xs):
        total += i * x
    for x, y in zip(xs, xs[1:]):
        total += x - y
    for x in reversed(xs):
        total += x
    xs.append(total)
    xs[0] = b
    assert len(xs) == 4
    assert xs[-1] == total
    return total

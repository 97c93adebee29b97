# A generator expression over `zip`/`enumerate` of terms, summed: CPython starts the first
# iterable when the expression is made and the generator reads it once, so the sums are exact.
# expect: proved
# inputs: (0, 0), (3, -1), (-5, 7), (2, 2)


def main(a: int, b: int) -> int:
    xs = [a, b]
    dot = sum(x * y for x, y in zip(xs, [1, 2]))
    assert dot == a + 2 * b
    pairs = enumerate(xs)
    assert sum(i for i, _ in pairs) == 1
    assert max((v - i for i, v in enumerate(xs)), default=0) >= b - 1
    return dot

# The twin of genexp_over_zip: the dot product weighs b twice, not a, so the first assert
# fails whenever a != b.
# expect: failed
# inputs: (0, 0), (3, -1), (-5, 7), (2, 2)


def main(a: int, b: int) -> int:
    xs = [a, b]
    dot = sum(x * y for x, y in zip(xs, [1, 2]))
    assert dot == 2 * a + b
    return dot

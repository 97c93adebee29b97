# A `zip` read through by one generator expression is empty for the next: the second sum is
# 0 in CPython, so claiming it repeats the first fails (the prover must not prove it).
# expect: failed
# inputs: (1,), (0,), (-3,), (9,)


def main(a: int) -> int:
    pairs = zip([a, 2], [3, 4])
    first = sum(x for x, _ in pairs)
    second = sum(x for x, _ in pairs)
    assert second == first
    return first

# `yield from` hands on the inner generator's items in order, then the outer goes on.
# expect: proved
# inputs: (0,), (7,), (1,), (-1,)
def inner(n: int):
    yield n
    yield n + 1


def outer(n: int):
    yield from inner(n)
    yield n + 2


def main(n: int) -> int:
    xs = list(outer(n))
    assert xs == [n, n + 1, n + 2]
    return len(xs)

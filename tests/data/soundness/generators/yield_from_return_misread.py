# The twin of yield_from_returns_total.py: the delegate's return value reaches the wrapper,
# so claiming it never exceeds n is false for every n; a model that dropped it (None, or the
# last item yielded) could prove this.
# expect: failed
# inputs: (0,), (4,), (-3,), (1,)
def inner(n):
    yield n
    return n + 3


def outer(n):
    total = yield from inner(n)
    return total


def main(n: int) -> int:
    g = outer(n)
    first = next(g)
    try:
        next(g)
        value = first
    except StopIteration as stop:
        value = stop.value
    assert value <= n
    return value

# `total = yield from inner(n)` binds what the delegate returned (its StopIteration.value),
# so the wrapper's own return is n + 3 for every n; a model giving None would fail.
# expect: proved
# inputs: (0,), (4,), (-2,), (9,)
def inner(n):
    yield n
    yield n + 1
    return n + 3


def outer(n, seen):
    total = yield from inner(n)
    seen.append(total)
    return total


def main(n: int) -> int:
    seen = []
    g = outer(n, seen)
    items = [next(g), next(g)]
    try:
        next(g)
    except StopIteration as stop:
        items.append(stop.value)
    assert items == [n, n + 1, n + 3]
    assert seen == [n + 3]
    return len(items)

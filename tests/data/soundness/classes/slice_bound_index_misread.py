# A slice bound that is an instance with `__index__` is read through it, as CPython reads
# one: no `TypeError`, so the handler never runs and the head has two items.
# expect: failed
# inputs: (0,), (5,), (-1,), (7,)
class Cut:
    def __index__(self) -> int:
        return 2


def main(n: int) -> int:
    xs = [n, 1, 2]
    try:
        head = xs[: Cut()]
    except TypeError:
        return 0
    assert len(head) == 3
    return len(head)

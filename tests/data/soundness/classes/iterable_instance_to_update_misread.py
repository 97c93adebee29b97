# `dict.fromkeys` (like `set.update`, `deque()`, `Counter()` and `bytes()`) takes any
# iterable, an instance with `__iter__` included: CPython takes its items as keys and raises
# no `TypeError`, so the handler never runs.
# expect: failed
# inputs: (0,), (5,), (-1,), (7,)
class Tags:
    def __iter__(self):
        yield "a"
        yield "b"


def main(n: int) -> int:
    try:
        seen = dict.fromkeys(Tags(), 0)
    except TypeError:
        return n
    assert len(seen) == 1
    return len(seen)

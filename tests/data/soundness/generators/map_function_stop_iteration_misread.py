# A `StopIteration` raised by the function `map` calls is, to `list()`, the end of the items:
# CPython makes a shorter list and raises nothing, so the handler below never runs.
# expect: failed
# inputs: (0,), (5,), (-1,), (7,)
def main(n: int) -> int:
    source = iter([1])
    try:
        got = list(map(lambda x: next(source) * n, [1, 2, 3]))
    except StopIteration:
        return 0
    assert len(got) == 3
    return 1

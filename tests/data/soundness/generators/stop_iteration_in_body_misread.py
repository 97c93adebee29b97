# A `StopIteration` leaving a generator's body is not its end (PEP 479): CPython turns it into
# `RuntimeError("generator raised StopIteration")`, so the caller's `except StopIteration`
# never runs and the list is never made.
# expect: failed
# inputs: (0,), (5,), (-1,), (7,)
def items(n):
    empty = iter([])
    yield n
    next(empty)


def main(n: int) -> int:
    try:
        got = list(items(n))
    except StopIteration:
        return 0
    return len(got)

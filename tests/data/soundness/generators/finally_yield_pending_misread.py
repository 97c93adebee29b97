# The twin of finally_yield_keeps_return.py: the pending `return n * 2` survives the yield in
# `finally:`, so the value is n * 2, which is neither None (a model losing the pending
# return) nor n + 1 (one taking the finally's item) unless n is 1.
# expect: failed
# inputs: (0,), (1,), (3,), (-2,)
def steps(n):
    try:
        yield n
        return n * 2
    finally:
        yield n + 1


def main(n: int) -> int:
    g = steps(n)
    next(g)
    next(g)
    value = None
    try:
        next(g)
    except StopIteration as stop:
        value = stop.value
    assert value is None or value == n + 1
    return n

# Rebinding the only name of a suspended generator closes it at once (CPython's reference
# count drops to zero), so its `finally:` runs before the next statement.
# expect: proved
# inputs: (0,), (2,), (-3,), (8,)
def reader(n, log):
    try:
        yield n
        yield n + 1
    finally:
        log.append(n)


def main(n: int) -> int:
    log = []
    g = reader(n, log)
    next(g)
    g = reader(n + 10, log)
    closed_first = list(log)
    next(g)
    assert closed_first == [n]
    return len(log)

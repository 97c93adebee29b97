# The pending `return n * 2` of a generator suspended in its `finally:` reaches a wrapper's
# `result = yield from steps(n)` once the block ends; items and log interleave as in CPython.
# expect: proved
# inputs: (0,), (5,), (-1,), (7,)
def steps(n, log):
    try:
        yield n
        return n * 2
    finally:
        log.append("cleanup")
        yield n + 1
        log.append("done")


def wrapper(n, log):
    result = yield from steps(n, log)
    log.append(result)
    yield result


def main(n: int) -> int:
    log = []
    items = list(wrapper(n, log))
    assert items == [n, n + 1, n * 2]
    assert log == ["cleanup", "done", n * 2]
    return len(items)

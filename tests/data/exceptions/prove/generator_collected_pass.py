# prove: proved
# A generator only the helper's local held is closed when the helper returns.
def numbers(log):
    try:
        yield 1
        yield 2
    finally:
        log.append("closed")


def first(log) -> int:
    g = numbers(log)
    return next(g)


def main(k: int) -> int:
    log = []
    n = first(log) + k
    assert log == ["closed"]
    return n

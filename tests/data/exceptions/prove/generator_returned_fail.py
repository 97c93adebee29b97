# prove: failed assertion
# The helper returns the generator, so it is still open when the caller checks the log.
def numbers(log):
    try:
        yield 1
        yield 2
    finally:
        log.append("closed")


def first(log):
    g = numbers(log)
    next(g)
    return g


def main(k: int) -> int:
    log = []
    g = first(log)
    assert log == ["closed"] or k == 7
    return k

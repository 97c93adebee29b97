# The twin of rebound_generator_closes.py: after the rebinding the first generator's
# `finally:` has run, so claiming the log is still empty fails; a model that never closed
# a dropped generator would prove it.
# expect: failed
# inputs: (0,), (2,), (5,), (-1,)
def reader(n, log):
    try:
        yield n
    finally:
        log.append(n)


def main(n: int) -> int:
    log = []
    g = reader(n, log)
    next(g)
    g = None
    assert log == []
    return n

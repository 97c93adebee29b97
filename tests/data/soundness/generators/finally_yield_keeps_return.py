# A `yield` inside `finally:` suspends the generator while its `return` is pending; after the
# block ends the return goes on, so StopIteration carries the try's value.
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


def main(n: int) -> int:
    log = []
    g = steps(n, log)
    got = [next(g), next(g)]
    try:
        next(g)
    except StopIteration as stop:
        got.append(stop.value)
    assert got == [n, n + 1, n * 2]
    assert log == ["cleanup", "done"]
    return len(got)

# prove: proved
# Holds only because the generator's `finally:` runs when the `for` loop that alone holds it
# is left by `break` (CPython collects it, which closes it).
def numbers(log, n):
    try:
        for i in range(n):
            yield i
    finally:
        log.append("closed")


def main(stop: int) -> None:
    log = []
    for x in numbers(log, 5):
        if x == stop:
            break
    assert log == ["closed"]
    g = numbers(log, 3)
    next(g)
    g.close()
    assert log == ["closed", "closed"]

# prove: failed assertion
# A generator a name still holds is not closed when the loop over it breaks.
def numbers(log, n):
    try:
        for i in range(n):
            yield i
    finally:
        log.append("closed")


def main(stop: int) -> None:
    log = []
    g = numbers(log, 5)
    for x in g:
        if x == stop:
            break
    assert log == ["closed"]

# The wrong twin: it claims the `except*` clause handles the whole group, but the KeyError
# part escapes it when the input is positive, to the `except ExceptionGroup` around it.
# expect: failed
# inputs: (0,), (5,), (-3,), (2000000,)
def work(n: int):
    errors = [ValueError(n)]
    if n > 0:
        errors.append(KeyError(n))
    raise ExceptionGroup("work", errors)


def main(n: int) -> int:
    if abs(n) > 1000:
        return 0
    handled = 0
    try:
        try:
            work(n)
        except* ValueError as eg:
            handled = len(eg.exceptions)
    except ExceptionGroup:
        handled = -1
    assert handled == 1
    return handled

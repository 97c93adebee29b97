# An `except*` handling the ValueErrors of a group lets the KeyError part escape: the caller's
# `except ExceptionGroup` sees only it, in a group of the original's message.
# expect: proved
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
    except ExceptionGroup as eg:
        assert n > 0
        assert eg.message == "work"
        assert len(eg.exceptions) == 1
        assert isinstance(eg.exceptions[0], KeyError)
        return 2
    assert handled == 1
    assert n <= 0
    return 1

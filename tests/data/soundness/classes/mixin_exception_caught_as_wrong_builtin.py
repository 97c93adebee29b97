# `NotFound(AppError, KeyError)` is a `KeyError` and an `AppError`, never a `ValueError`: the
# `ValueError` handler does not run, the `KeyError` one does, and its assertion fails for
# n > 3. A model that caught it as a `ValueError` would prove the program.
# expect: failed
# inputs: (0,), (3,), (4,), (10,)


class AppError(Exception):
    pass


class NotFound(AppError, KeyError):
    pass


def lookup(n):
    if n > 3:
        raise NotFound(n)
    return n


def main(n: int) -> int:
    try:
        return lookup(n)
    except ValueError:
        return -1
    except KeyError:
        assert n <= 3
        return -2

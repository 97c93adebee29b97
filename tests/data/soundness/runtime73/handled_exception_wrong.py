# As handled_exception.py, but a KeyError is taken for the ValueError handled: the handler
# reached for a large input fails.
# expect: failed
# inputs: (5,), (0,), (-2,), (9,)
import sys


def handled_kind():
    kind, value, tb = sys.exc_info()
    return kind


def main(n: int) -> int:
    if abs(n) > 1000:
        return 0
    try:
        if n > 3:
            raise ValueError(n)
        if n < 0:
            {}[n]
        result = 0
    except ValueError as e:
        assert handled_kind() is KeyError
        assert sys.exception() is e
        result = 1
    except KeyError:
        assert sys.exc_info()[0] is KeyError
        result = 2
    assert sys.exc_info() == (None, None, None)
    return result

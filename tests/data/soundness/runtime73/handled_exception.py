# The exception sys.exc_info() and sys.exception() give: the one handled where they are called,
# also from a function called in the handler, and none once the handler is left.
# expect: proved
# inputs: (0,), (3,), (4,), (-7,), (100,)
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
        assert handled_kind() is ValueError
        assert sys.exception() is e
        result = 1
    except KeyError:
        assert sys.exc_info()[0] is KeyError
        assert isinstance(sys.exc_info()[1], KeyError)
        result = 2
    assert sys.exc_info() == (None, None, None)
    assert sys.exception() is None
    return result

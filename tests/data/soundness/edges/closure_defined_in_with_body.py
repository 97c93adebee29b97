# A function defined inside a `with` body closes over its enclosing function's variables, and
# `nonlocal` there rebinds them (scope analysis used to skip `with` bodies).
# expect: failed
# inputs: (0,), (2,), (-1,), (7,)
import contextlib


@contextlib.contextmanager
def held():
    yield


def main(n: int) -> int:
    count = 0
    with held():
        def bump(step):
            nonlocal count
            count += step
            return count

        bump(n)
    assert count == 0
    return count

# A `global` statement inside a `with` body makes the function's assignments rebind the module
# variable, as anywhere else in the function (scope analysis used to skip `with` bodies, so
# `limit = n` bound a local and the module's `limit` stayed 0).
# expect: failed
# inputs: (0,), (1,), (-4,), (12,)
import contextlib


@contextlib.contextmanager
def held():
    yield


limit = 0


def raise_limit(n):
    with held():
        global limit
        limit = n


def main(n: int) -> int:
    raise_limit(n)
    assert limit == 0
    return limit

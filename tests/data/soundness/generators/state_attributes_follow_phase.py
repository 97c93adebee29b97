# A generator's state attributes follow where it is: suspended after the first item while
# n > 0, ended once drained or closed, so `gi_frame is None` and GEN_CLOSED hold then; the
# delegate `gi_yieldfrom` names is the generator passed in.
# expect: proved
# inputs: (0,), (1,), (3,), (-2,)
import inspect


def count_up(n):
    for i in range(n):
        yield i


def wrap(inner):
    yield from inner


def main(n: int) -> int:
    n = min(n, 3)
    g = count_up(n)
    assert inspect.getgeneratorstate(g) == inspect.GEN_CREATED
    first = next(g, None)
    if n > 0:
        assert g.gi_suspended and not g.gi_running
    else:
        assert g.gi_frame is None
    rest = list(g)
    assert g.gi_frame is None and inspect.getgeneratorstate(g) == inspect.GEN_CLOSED
    inner = count_up(abs(n) + 1)
    outer = wrap(inner)
    next(outer)
    assert outer.gi_yieldfrom is inner
    outer.close()
    assert outer.gi_yieldfrom is None and not outer.gi_suspended
    return len(rest) + (first is not None)

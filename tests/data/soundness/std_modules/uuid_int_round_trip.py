# `UUID(int=n)` keeps n as its `int` (and `int()` of it) for every 128-bit n, and refuses any
# other n with CPython's ValueError; the namespace constants are computed module values.
# expect: proved
# inputs: (0,), (5,), (2**128 - 1,), (-1,)
import uuid


def main(n: int) -> int:
    try:
        u = uuid.UUID(int=n)
    except ValueError:
        assert n < 0 or n >= 2**128
        return -1
    assert u.int == n and int(u) == n
    assert uuid.NAMESPACE_DNS != uuid.NAMESPACE_URL
    return u.int

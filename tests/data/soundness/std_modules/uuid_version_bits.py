# `UUID(int=n, version=4)` overwrites the version and variant bits, so whatever 128-bit int it
# is given, the UUID says version 4 and RFC 4122; its int keeps n's other bits.
# expect: proved
# inputs: (0,), (1,), (2**100,), (2**128 - 1,)
from uuid import RFC_4122, UUID


def main(n: int) -> int:
    if 0 <= n < 2**128:
        u = UUID(int=n, version=4)
        assert u.version == 4
        assert u.variant == RFC_4122
        assert u.int & 0xFFFFFFFFFFFF == n & 0xFFFFFFFFFFFF
    return n

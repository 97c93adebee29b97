# The twin of `uuid_version_bits.py`: a plain `UUID(int=n)` keeps n's bits, so its version is
# None unless n's variant bits say RFC 4122 (n = 2**63 does).
# expect: failed
# inputs: (0,), (1,), (2**63,), (2**127,)
from uuid import UUID


def main(n: int) -> int:
    if 0 <= n < 2**128:
        assert UUID(int=n).version is None
    return n

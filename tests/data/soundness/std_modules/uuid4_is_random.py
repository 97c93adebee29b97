# `uuid4()` draws from the operating system: a proof may not rest on its bits, so even a true
# claim about it is skipped, never proved from one draw.
# expect: skipped
# inputs: (0,), (1,), (2,), (3,)
import uuid


def main(n: int) -> int:
    u = uuid.uuid4()
    assert u.version == 4
    return n

# SHAKE gives exactly the length asked for, so 0 bytes for n = 0: the assertion fails there.
# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
import hashlib


def main(n: int) -> int:
    out = hashlib.shake_256(b"x").digest(n % 8)
    assert len(out) > 0
    return n

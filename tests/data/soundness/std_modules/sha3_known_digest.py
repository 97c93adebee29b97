# SHA3-256 of the empty input is FIPS 202's known value; the model computes it natively.
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
import hashlib


def main(n: int) -> int:
    digest = hashlib.sha3_256(b"").hexdigest()
    assert digest.startswith("a7ffc6f8bf1ed766")
    assert len(hashlib.shake_128(b"x").digest(20)) == 20
    return n

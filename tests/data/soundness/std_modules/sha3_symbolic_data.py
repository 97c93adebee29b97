# A digest of bytes chosen by the input is computed natively, which the prover cannot follow
# on a term: skipped, never proved.
# expect: skipped
# inputs: (0,), (1,), (2,), (-3,)
import hashlib


def main(n: int) -> int:
    if not 0 <= n < 1000:
        return 0
    digest = hashlib.sha3_256(str(n).encode()).digest()
    assert len(digest) == 32
    return n

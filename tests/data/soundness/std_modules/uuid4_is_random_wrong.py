# The twin of `uuid4_is_random.py`: two draws differ, so claiming they are equal fails (the
# prover skips the draws; the run it makes finds the failure).
# expect: failed
# inputs: (0,), (1,), (2,), (3,)
import uuid


def main(n: int) -> int:
    assert uuid.uuid4() == uuid.uuid4()
    return n

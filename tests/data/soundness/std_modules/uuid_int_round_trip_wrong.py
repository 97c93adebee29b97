# The twin of `uuid_int_round_trip.py`: 2**128 - 1 is a valid UUID int, so the claim that the
# constructor refuses every n past 2**127 fails there.
# expect: failed
# inputs: (0,), (5,), (2**128 - 1,), (-1,)
import uuid


def main(n: int) -> int:
    try:
        u = uuid.UUID(int=n)
    except ValueError:
        return -1
    assert n < 2**127
    return u.int

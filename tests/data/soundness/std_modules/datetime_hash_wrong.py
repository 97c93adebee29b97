# CPython hashes a date's bytes with the run's random key: the claim that a date's hash is
# its ordinal (what a model hashing the day number gives) fails in every CPython run.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
import datetime


def main(n: int) -> int:
    day = datetime.date(2020, 1, 2)
    assert hash(day) == day.toordinal(), "hash of a date"
    return n

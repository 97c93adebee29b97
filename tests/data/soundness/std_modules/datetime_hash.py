# A timedelta's hash is its (days, seconds, microseconds) tuple's in every CPython run, and an
# aware datetime's that of its UTC instant as a timedelta: equal aware values hash alike
# across zones, and a zone's hash is its offset's.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
import datetime


def main(n: int) -> int:
    span = datetime.timedelta(days=2, seconds=7, microseconds=9)
    assert hash(span) == hash((2, 7, 9))
    assert hash(datetime.timedelta(hours=-1)) == hash((-1, 82800, 0))
    utc = datetime.timezone.utc
    assert hash(utc) == hash(datetime.timedelta(0))
    plus_two = datetime.timezone(datetime.timedelta(hours=2))
    first = datetime.datetime(2024, 3, 1, 10, 30, tzinfo=utc)
    second = datetime.datetime(2024, 3, 1, 12, 30, tzinfo=plus_two)
    assert first == second and hash(first) == hash(second)
    return n

# A year past 32 bits is an `OverflowError` (read as a C int), one out of 1..9999 a
# `ValueError`: handling both, every date made has a year in range, and `replace(day=...)`
# raises the same two.
# expect: proved
# inputs: (2024,), (0,), (10000,), (2147483648,)
import datetime


def main(y: int) -> None:
    try:
        d = datetime.date(y, 1, 1)
    except (ValueError, OverflowError):
        return
    assert 1 <= d.year <= 9999
    try:
        e = d.replace(day=y)
    except OverflowError:
        assert y > 2147483647
        return
    except ValueError:
        return
    assert e.day == y

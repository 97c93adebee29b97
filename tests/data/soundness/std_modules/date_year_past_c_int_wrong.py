# `datetime.date(y, 1, 1)` reads `y` as a C int first: past 32 bits CPython raises
# `OverflowError`, not the `ValueError` of a year out of range, so a handler for `ValueError`
# alone lets it through (y = 2**31).
# expect: failed
# inputs: (2024,), (0,), (10000,), (2147483648,)
import datetime


def main(y: int) -> None:
    try:
        d = datetime.date(y, 1, 1)
    except ValueError:
        return
    assert 1 <= d.year <= 9999

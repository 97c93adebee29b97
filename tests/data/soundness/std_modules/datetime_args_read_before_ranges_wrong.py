# CPython reads every argument of `datetime(...)` as a C int before it checks a range: with a
# month out of range and an hour past 32 bits the error is the hour's `OverflowError`.
# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
import datetime


def main(n: int) -> None:
    hour = 2147483648 if n > 0 else 1
    try:
        datetime.datetime(2024, 13, 1, hour)
    except ValueError:
        return

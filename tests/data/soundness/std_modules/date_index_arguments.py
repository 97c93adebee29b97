# `datetime.date` reads its arguments by `__index__`, as CPython's C int arguments do: no
# `TypeError`, and the date holds the ints given.
# expect: proved
# inputs: (0,), (1,), (12,), (-3,)
import datetime


class Month:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main(n: int) -> None:
    d = datetime.date(2024, Month(3), 1)
    assert d.month == 3
    assert d.replace(day=max(1, min(n, 31))).day >= 1
    assert datetime.date.fromordinal(Month(1)).year == 1

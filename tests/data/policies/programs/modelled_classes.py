from datetime import date, timedelta
from fractions import Fraction
from functools import cmp_to_key
from typing import get_args

from tools.greenhouse.trusted.effects import close_valve


def main() -> None:
    close_valve("a")
    day = date(2024, 1, 31) + timedelta(days=1)
    ordered = sorted([3, 1, 2], key=cmp_to_key(lambda a, b: a - b))
    print(day, Fraction(1, 3), ordered, get_args(list[int]))

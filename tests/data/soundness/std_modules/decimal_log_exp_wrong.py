# `ln(10)` rounds to ...455 at 28 digits, not ...456: the assertion claiming the rounded-up
# digit fails for every input past 10.
# expect: failed
# inputs: (0,), (11,), (20,), (30,)
from decimal import Decimal


def main(years: int) -> int:
    if years > 10:
        assert str(Decimal(10).ln()) == "2.302585092994045684017991456"
    return years

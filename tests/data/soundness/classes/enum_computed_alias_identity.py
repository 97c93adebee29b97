# Enumeration members computed when the class statement runs (`Decimal(...)`): an equal later
# value makes an alias of the earlier member, as CPython decides it. A model that kept each
# computed member apart would prove the assert, which CPython fails for every n.
# expect: failed
# inputs: (0,), (5,), (10,), (-1,)
from decimal import Decimal
from enum import Enum


class Tier(Enum):
    BASIC = Decimal("10")
    LEGACY = Decimal("10.00")


def main(n: int) -> int:
    if 0 <= n <= 10:
        assert Tier.LEGACY is not Tier.BASIC
    return n

# The proved twin of `enum_computed_alias_identity.py`: the alias is the earlier member, with
# its name, and iterating the class gives that member once.
# expect: proved
# inputs: (0,), (5,), (10,), (-1,)
from decimal import Decimal
from enum import Enum


class Tier(Enum):
    BASIC = Decimal("10")
    LEGACY = Decimal("10.00")
    PLUS = Decimal("25")


def main(n: int) -> int:
    if 0 <= n <= 10:
        assert Tier.LEGACY.name == "BASIC" and len(Tier) == 2
        assert [t.name for t in Tier] == ["BASIC", "PLUS"]
    return n

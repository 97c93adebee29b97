# As mixin_enum_members.py, but the assertion expects a `str` enum member's value not to find
# its entry: false for every input.
# expect: failed
# inputs: (0,), (1,), (-3,), (7,)
from enum import Enum


class State(str, Enum):
    DRAFT = "draft"
    PAID = "PAID"


def main(n: int) -> int:
    table = {State.DRAFT: 1, State.PAID: 2}
    key = "draft" if n > 0 else "PAID"
    assert key not in table
    return len(table)

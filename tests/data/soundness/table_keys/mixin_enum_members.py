# A `str` enum member is its value as a key (`str`'s hash and `==` come first in its class's
# order): a value finds the member's entry and the member the value's, the first key stored
# kept. A plain enum member hashes as its name but equals only itself.
# expect: proved
# inputs: (0,), (1,), (-3,), (7,)
from enum import Enum


class State(str, Enum):
    DRAFT = "draft"
    PAID = "PAID"


class Plain(Enum):
    A = "a"


def main(n: int) -> int:
    table = {(State.DRAFT, "submit"): State.PAID, State.PAID: "done"}
    pick = "draft" if n > 0 else "PAID"
    assert ("draft", "submit") in table and table["PAID"] == "done"
    assert ((pick, "submit") in table) == (n > 0)
    assert list(table)[0][0] is State.DRAFT
    values = {"draft": 1}
    values[State.DRAFT] = 2
    assert values == {"draft": 2} and type(list(values)[0]) is str
    plain = {Plain.A: 1}
    assert "A" not in plain and "a" not in plain and Plain.A in plain
    return len(table)

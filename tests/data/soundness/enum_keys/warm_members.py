# `c in {members}` with a member picked by name (`Color[name]`), and `dict.get` with a
# default for the member a dict lacks.
# expect: proved
# inputs: ('RED',), ('GREEN',), ('BLUE',), ('PINK',)
from enum import Enum


class Color(Enum):
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


WARM = {Color.RED, Color.GREEN}
BONUS = {Color.RED: 5}


def main(name: str) -> int:
    try:
        c = Color[name]
    except KeyError:
        return -1
    warm = c in WARM
    assert warm == (name != "BLUE")
    bonus = BONUS.get(c, 0)
    assert bonus == (5 if name == "RED" else 0)
    return bonus + (1 if warm else 0)

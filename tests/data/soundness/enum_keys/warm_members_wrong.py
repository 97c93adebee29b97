# As `warm_members.py`, but claiming GREEN is not warm: refuted for 'GREEN'.
# expect: failed
# inputs: ('RED',), ('GREEN',), ('BLUE',), ('PINK',)
from enum import Enum


class Color(Enum):
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


WARM = {Color.RED, Color.GREEN}


def main(name: str) -> int:
    try:
        c = Color[name]
    except KeyError:
        return -1
    warm = c in WARM
    assert warm == (name == "RED"), "only red is warm"
    return 1 if warm else 0

# A `NamedTuple` field whose default CPython computes when the class is made (`LIMIT * 2`,
# 10) and one that is a lambda: the guard admits n up to 10, so the bound holds for every n.
# expect: proved
# inputs: (0,), (10,), (11,), (-3,)
from typing import Callable, NamedTuple

LIMIT = 5


class Rule(NamedTuple):
    name: str
    cap: int = LIMIT * 2
    allows: Callable[[int], bool] = lambda n: n >= 0


def main(n: int) -> int:
    rule = Rule("r")
    if rule.allows(n) and n <= rule.cap:
        assert n <= 10
    return n

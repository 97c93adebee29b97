# The twin of `named_tuple_computed_default.py` claiming a tighter bound: the computed default
# is 10, not the constant 5 it is made from, so n = 6..10 refutes it. A model that took
# `LIMIT` itself, or that skipped the lambda guard, would prove it.
# expect: failed
# inputs: (0,), (6,), (10,), (-3,)
from typing import Callable, NamedTuple

LIMIT = 5


class Rule(NamedTuple):
    name: str
    cap: int = LIMIT * 2
    allows: Callable[[int], bool] = lambda n: n >= 0


def main(n: int) -> int:
    rule = Rule("r")
    if rule.allows(n) and n <= rule.cap:
        assert n <= LIMIT
    return n

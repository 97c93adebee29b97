# As `literal_alias_choices.py`, but the program believes `Literal` keeps a repeated choice
# (CPython drops repeats, so `get_args` has three items) and that "audit" is not a choice:
# the assertion fails for mode "audit".
# expect: failed
# inputs: ('audit',), ('fast',), ('safe',), ('x',)
from typing import Literal, get_args

Mode = Literal["fast", "safe", "audit", "safe"]


def main(mode: str) -> int:
    choices = get_args(Mode)
    assert len(choices) == 4 or mode != "audit"
    return len(choices)

# A mode checked against a `Literal` alias's choices read with `get_args`: an unknown `mode`
# is accepted exactly when it is one of the three, so the count of accepted modes among the
# candidates is right for every input.
# expect: proved
# inputs: ('fast',), ('safe',), ('off',), ('',)
from typing import Literal, Optional, Union, get_args, get_origin

Mode = Literal["fast", "safe", "audit"]


def accept(mode: str) -> bool:
    return mode in get_args(Mode)


def main(mode: str) -> int:
    accepted = accept(mode)
    if mode == "fast" or mode == "safe" or mode == "audit":
        assert accepted
    else:
        assert not accepted
    assert get_origin(Optional[int]) is Union
    assert len(get_args(Mode)) == 3
    return 1 if accepted else 0

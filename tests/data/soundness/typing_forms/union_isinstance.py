# `isinstance` against a `X | Y` union and an `Optional` form: an int or None passes, for
# every int input, and the union equals `Optional[int]`.
# expect: proved
# inputs: (0,), (5,), (-2,), (7,)
from typing import Optional, Union

MaybeInt = int | None


def main(n: int) -> int:
    assert isinstance(n, MaybeInt)
    assert isinstance(None, Optional[int])
    assert MaybeInt == Optional[int] == Union[None, int]
    assert not isinstance([n], MaybeInt)
    return n

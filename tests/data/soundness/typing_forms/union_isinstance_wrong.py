# As `union_isinstance.py`, but the program asserts that a list of `n` is an `int | None`:
# it never is.
# expect: failed
# inputs: (0,), (3,), (-1,), (9,)
MaybeInt = int | None


def main(n: int) -> int:
    assert isinstance([n], MaybeInt)
    return n

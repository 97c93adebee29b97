# As membership_through_dunders.py, but the claim that an instance equal to 5 is not in
# `range(10)` fails on every input.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
class Five:
    def __eq__(self, other):
        return other == 5


def main(n: int) -> int:
    assert Five() not in range(10), "membership"
    return n

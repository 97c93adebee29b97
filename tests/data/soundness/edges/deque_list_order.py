# A deque orders only against a deque, a list against a list: `deque < list` is CPython's
# `TypeError` (and `==` between them is False), where both hold the same items.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
import collections


def main(n: int) -> int:
    assert collections.deque([1]) < collections.deque([2])
    assert collections.deque([1]) != [1]
    try:
        collections.deque([1]) <= [1]
        ordered = True
    except TypeError:
        ordered = False
    assert not ordered
    return n

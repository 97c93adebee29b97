# As deque_list_order.py, but the claim that a deque orders against a list holding the same
# items fails on every input: CPython raises a `TypeError`.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
import collections


def main(n: int) -> int:
    assert [1, 2] <= collections.deque([1, 2]), "ordered"
    return n

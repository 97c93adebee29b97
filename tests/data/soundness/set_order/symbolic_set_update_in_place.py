# A set holding a term changed in place by update, intersection_update, difference_update and
# symmetric_difference_update: each leaves the items CPython leaves, whatever k is, and every
# name for the set sees the change.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    s = {k, 1}
    alias = s
    s.update(range(2, 4), [k])
    assert len(alias) == (3 if k in (2, 3) else 4) - (1 if k == 1 else 0)
    s.intersection_update({1, 2, 3, k}, range(1, 10))
    assert 2 in s and 3 in s and 1 in s
    assert (k in s) == (1 <= k <= 9)
    s.difference_update([2], {k})
    assert 2 not in s and (3 in s) == (k != 3)
    s.symmetric_difference_update({1, 7})
    assert (1 in s) == (k == 1) and 7 in s
    d = {k}.symmetric_difference([1])
    assert len(d) == (0 if k == 1 else 2)
    return sum(sorted(alias))

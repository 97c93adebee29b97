# The lookups themselves: `{1} in s` finds `frozenset({1})`, `discard` and `remove` take it
# out, and a set still is unhashable as a member to add or a dict key.
# expect: proved
# inputs: (0,), (1,), (-1,), (7,)
def main(n: int) -> int:
    if n > 100:
        return 0
    groups = {frozenset([1]), frozenset([3, 2])}
    assert {1} in groups
    assert {2, 3} in groups
    groups.discard({3, 2})
    groups.remove({1})
    assert groups == set()
    try:
        groups.add({1})
    except TypeError:
        pass
    else:
        assert False
    try:
        ok = {1} in {1: 2}
    except TypeError:
        return n
    assert False
    return 1

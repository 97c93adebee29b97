# A set of small ints is ordered by the ints themselves in every CPython run: `pop()` takes
# the first, and popping every item leaves the set empty whatever the strings beside it.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    nums = {3, 1, 2}
    assert nums.pop() == 1
    names = {"a", "b", "c"}
    names.clear()
    assert not names
    return k

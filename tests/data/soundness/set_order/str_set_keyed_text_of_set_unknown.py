# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    # The keys are all different, but the text of a frozenset of strings lists them in the
    # set's order, which varies from one CPython run to the next: "frozenset({'b', 'z'})"
    # sorts before "frozenset({'m'})" in some runs and after it in others.
    groups = {frozenset({"b", "z"}), frozenset({"m"})}
    first = sorted(groups, key=str)[0]
    assert first in groups
    return k

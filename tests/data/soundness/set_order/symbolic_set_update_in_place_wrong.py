# The twin of symbolic_set_update_in_place: difference_update removes k as well, so for k == 3
# the set no longer holds 3, and the assert that it does fails; the prover must refute it.
# expect: failed
# inputs: (3,), (0,), (1,), (5,)
def main(k: int) -> int:
    s = {k, 1}
    alias = s
    s.update(range(2, 4), [k])
    s.intersection_update({1, 2, 3, k}, range(1, 10))
    s.difference_update([2], {k})
    assert 3 in alias
    return sum(sorted(alias))

# As `inplace_alias_sees_change.py`, claiming the alias keeps the set it had: `s &= Keep(...)`
# changed that very set.
# expect: failed
# inputs: (0,), (3,), (-2,), (7,)
class Keep(set):
    pass


def main(n: int) -> int:
    s = {1, 2}
    s_alias = s
    s &= Keep([n])
    assert len(s_alias) == 2, "alias unchanged"
    return n

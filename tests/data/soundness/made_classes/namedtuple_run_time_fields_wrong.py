# As namedtuple_run_time_fields.py, but the claim takes the field `defaults=` filled (`_3`,
# n) for the first one (`id`, n + 1): it fails on every input.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
from collections import namedtuple


def main(n: int) -> int:
    header = "id,class,id,_x".split(",")
    Row = namedtuple("Row", header, rename=True, defaults=[n])
    r = Row(n + 1, 2, 3)
    assert r._3 == r.id, "renamed field"
    return n

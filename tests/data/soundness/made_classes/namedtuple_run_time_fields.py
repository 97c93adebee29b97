# A `namedtuple` made inside a function from field names the run computes: `rename=True`
# renames a keyword, a repeat and a leading underscore by position, defaults fill the last
# fields, and the field read by name is the argument passed in its place.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
from collections import namedtuple


def main(n: int) -> int:
    header = "id,class,id,_x".split(",")
    Row = namedtuple("Row", header, rename=True, defaults=[n])
    r = Row(n + 1, 2, 3)
    assert Row._fields == ("id", "_1", "_2", "_3")
    assert r.id == n + 1 and r._3 == n
    assert r._replace(_1=n)._1 == n
    return n

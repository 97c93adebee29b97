# CPython's `%` takes any right operand with a `__getitem__` of its own (a list, bytes, a
# range; not a tuple or str) as a mapping: one the template never reads is no error.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
def main(n: int) -> int:
    assert "abc" % [] == "abc"
    assert "abc" % b"x" == "abc"
    assert "<%s>" % [1, 2] == "<[1, 2]>"
    return n

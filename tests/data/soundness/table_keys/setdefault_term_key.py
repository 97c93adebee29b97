# `setdefault` with a key that may equal a stored key: where it does, the stored value is
# returned and kept; elsewhere the default is stored last.
# expect: proved
# inputs: (3,), (0,), (-3,), (7,)
def main(n: int) -> int:
    d = {3: "a", 5: "c"}
    got = d.setdefault(n, "b")
    assert got == ("a" if n == 3 else ("c" if n == 5 else "b"))
    assert d[3] == "a" and d[5] == "c" and len(d) == (2 if n in (3, 5) else 3)
    assert d.pop(n) == got and n not in d
    return len(d)

# `d |= other` changes the dict in place: every name holding it sees the new key.
# expect: proved
# inputs: (0,), (3,), (-2,), (7,)
def main(n: int) -> int:
    d = {"a": n}
    e = d
    d |= {"b": 1}
    assert e == {"a": n, "b": 1} and e is d
    return n

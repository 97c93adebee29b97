# expect: proved
# inputs: (0,), (3,), (4,), (-10,)
def main(k: int) -> int:
    r = "abc".rfind("", k)
    assert (r == -1) == (k > 3)
    assert r == -1 or r == 3
    return r

# expect: proved
# inputs: (0,), (2,), (4,), (-2,)
def main(k: int) -> int:
    r = "abc".count("", k)
    assert 0 <= r <= 4
    if k > 3:
        assert r == 0
    if 0 <= k <= 3:
        assert r == 4 - k
    return r

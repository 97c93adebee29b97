# A negative start counts from the end; far below zero it is clamped to 0.
# expect: proved
# inputs: (-1,), (-3,), (-100,), (0,)
def main(k: int) -> int:
    if k < 0:
        r = "abc".count("", k)
        assert r == 4 - max(3 + k, 0)
        return r
    return 0

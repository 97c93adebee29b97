# A negative count gives the empty string, not a negative length.
# expect: failed
# inputs: (0,), (3,), (-1,), (10,)
def main(n: int) -> int:
    if n < 1000:
        t = "ab" * n
        assert len(t) == 2 * n
        return len(t)
    return 0

# The author expected the rate as it was at the def; the call sees the later value.
# expect: failed
# inputs: (0,), (3,), (-2,), (7,)
def main(n: int) -> int:
    rate = 2

    def scale(x: int) -> int:
        return x * rate

    rate = 3
    out = scale(n)
    assert out == n * 2
    return out

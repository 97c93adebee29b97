# expect: proved
# inputs: (0.0,), (1e19,), (1e299,), (float('inf'),)
def main(x: float) -> int:
    if 1e18 < x < 1e300:
        r = int(x)
        assert r > 10**18
        return r
    return 0

# inf is greater than 1e18 and int(inf) raises.
# expect: failed
# inputs: (0.0,), (1e19,), (float('inf'),), (float('nan'),)
def main(x: float) -> int:
    if x > 1e18:
        r = int(x)
        assert r > 10**18
        return r
    return 0

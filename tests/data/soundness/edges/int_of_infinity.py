# expect: failed
# inputs: (0.0,), (1e308,), (float('inf'),), (float('nan'),)
def main(x: float) -> int:
    if x > 1e308:
        return int(x)
    return 0

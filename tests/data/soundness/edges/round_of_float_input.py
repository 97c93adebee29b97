# round() of inf is an OverflowError, of nan a ValueError.
# expect: failed
# inputs: (0.5,), (-2.5,), (float('inf'),), (float('nan'),)
def main(x: float) -> int:
    return round(x)

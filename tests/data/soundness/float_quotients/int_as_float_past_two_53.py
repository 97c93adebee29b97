# float(n) of an int past 2**53 rounds: 2**53 + 1 becomes 2**53, so it is not above it.
# expect: failed
# inputs: (9007199254740993,), (9007199254740994,), (3,), (-1,), (0,)
def main(n: int) -> float:
    if 2**53 < n <= 2**60:
        x = float(n)
        assert x > 9007199254740992.0
        return x
    return 0.0

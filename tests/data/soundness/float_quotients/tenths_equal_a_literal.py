# 3 / 10 rounds to the very double written 0.3, so the quotient equals the literal.
# expect: failed
# inputs: (3,), (1,), (2,), (4,), (30,)
def main(n: int) -> float:
    if -100 <= n <= 100:
        share = n / 10
        assert share != 0.3
        return share
    return 0.0

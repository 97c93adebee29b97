# 2**53 + 1 is halfway between two doubles and rounds to the even 2**53: the quotient is
# no larger than 2**53 for every numerator up to 2**53 + 1, but 2**53 + 3 rounds up past it.
# expect: failed
# inputs: (9007199254740993,), (9007199254740992,), (9007199254740995,), (1,), (0,)
def main(n: int) -> float:
    if 0 <= n <= 2**53 + 3:
        x = n / 1
        assert x <= 9007199254740992.0
        return x
    return 0.0

# Numerators up to 2**53 + 1 never round past 2**53 (the tie at 2**53 + 1 goes to the even
# 2**53): proved, though the exact quotient exceeds the bound.
# expect: proved
# inputs: (9007199254740993,), (9007199254740992,), (1,), (0,), (-5,)
def main(n: int) -> float:
    if 0 <= n <= 2**53 + 1:
        x = n / 1
        assert x <= 9007199254740992.0
        return x
    return 0.0

# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
BONUS = 3


def main(n: int) -> int:
    if n % 2 == 0:
        BONUS = 1
    return n + BONUS

# `any` stops at the first true item: the division by zero of the second never runs.
# expect: proved
# inputs: (0,), (3,), (1,), (-1,)
def main(n: int) -> bool:
    return any(x == n or 10 // (x - n) > 0 for x in [n, n])

# An extended slice needs exactly as many items as it selects.
# expect: failed
# inputs: (1,), (2,), (0,), (-1,)
def main(n: int) -> int:
    xs = [0, 0, 0, 0]
    k = 2 if n > 1 else 3
    xs[::2] = [n for _ in range(k)]
    return sum(xs)

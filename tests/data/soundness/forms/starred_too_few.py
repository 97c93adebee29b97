# A starred target needs at least as many items as the other targets.
# expect: failed
# inputs: (0,), (2,), (1,), (-1,)
def main(n: int) -> int:
    xs = [n, n] if n > 1 else []
    a, *rest = xs
    return a + len(rest)

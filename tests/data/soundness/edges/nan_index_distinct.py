# expect: failed
# inputs: (0,), (1,), (-1,), (3,)
def main(n: int) -> int:
    xs = [float("nan"), 2.0]
    if n > 0:
        return xs.index(float("nan"))
    return 0

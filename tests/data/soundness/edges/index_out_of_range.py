# expect: failed
# inputs: (0,), (2,), (3,), (-4,)
def main(k: int) -> int:
    xs = [1, 2, 3]
    return xs[k]

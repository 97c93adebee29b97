# pop(-2) needs two items: a one-item list raises IndexError.
# expect: failed
# inputs: ([1],), ([1, 2],), ([1, 2, 3],), ([4, 5, 6, 7],)
def main(xs: list[int]) -> int:
    if not xs:
        return 0
    return xs.pop(-2)

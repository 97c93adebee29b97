# Item assignment past the end raises IndexError (it does not grow the list).
# expect: failed
# inputs: ([],), ([1],), ([1, 2],), ([1, 2, 3],)
def main(xs: list[int]) -> int:
    if len(xs) < 3:
        xs[len(xs) - 2] = 0
    return len(xs)

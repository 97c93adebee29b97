# The best value is 3 whenever n < 3; the author assumed it is always n.
# expect: failed
# inputs: (3,), (4,), (2,), (-1,)
def main(n: int) -> int:
    best = 0

    def offer(v: int) -> None:
        nonlocal best
        if v > best:
            best = v

    offer(n)
    offer(3)
    assert best == n
    return best

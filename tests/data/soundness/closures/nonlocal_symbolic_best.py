# A nonlocal best-so-far over a symbolic input: 4 slips through the assertion.
# expect: failed
# inputs: (0,), (3,), (4,), (9,)
def main(a: int) -> int:
    best = 0
    def consider(v: int) -> None:
        nonlocal best
        if v > best:
            best = v
    consider(a)
    consider(3)
    assert best >= 3
    assert best != 4
    return best

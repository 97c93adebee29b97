# A complex division by a complex zero on one branch: ZeroDivisionError there.
# expect: failed
# inputs: (1,), (0,), (3,), (-2,)
def main(k: int) -> complex:
    d = 1j
    if k == 0:
        d = d - 1j
    return (3 + 4j) / d

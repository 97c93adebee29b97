# As slot_values.py, but `(3).__lt__(n)` is `3 < n`, which is false at 3: the claim that it
# holds there fails.
# expect: failed
# inputs: (0,), (3,), (-4,), (2000000,)
def main(n: int) -> int:
    if abs(n) > 10**6:
        return 0
    add = n.__add__
    above = (3).__lt__
    assert add(1) == n + 1
    assert above(n) == (n >= 3)
    return add(2)

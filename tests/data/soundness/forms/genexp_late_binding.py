# A generator expression reads `k` when its items are taken, after `k` changed.
# expect: failed
# inputs: (0,), (1,), (5,), (-1,)
def main(n: int) -> int:
    k = 1
    g = (x * k for x in [n, n])
    k = 2
    total = sum(g)
    assert total == 2 * n
    return total

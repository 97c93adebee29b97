# `i=i` captures each value when the lambda is made.
# expect: proved
# inputs: (0,), (1,), (-2,), (8,)
def main(n: int) -> int:
    adders = []
    for i in range(3):
        adders.append(lambda x, i=i: x + i)
    r = adders[0](n) + adders[2](n)
    assert r == 2 * n + 2
    return r

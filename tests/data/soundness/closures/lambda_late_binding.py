# Every lambda sees the loop variable's last value (2).
# expect: failed
# inputs: (0,), (1,), (-2,), (8,)
def main(n: int) -> int:
    adders = []
    for i in range(3):
        adders.append(lambda x: x + i)
    r = adders[0](n)
    assert r == n
    return r

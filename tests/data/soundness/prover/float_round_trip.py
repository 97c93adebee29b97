# 2**53 + 1 is the first int a float cannot hold.
# expect: failed
# inputs: (0,), (2**53,), (2**53 + 1,), (-7,)
def main(n: int) -> int:
    if abs(n) < 10**300:
        assert int(float(n)) == n
    return n

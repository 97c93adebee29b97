# int(n / 2) truncates toward zero; n // 2 floors.
# expect: failed
# inputs: (0,), (-2,), (-1,), (5,)
def main(n: int) -> int:
    if n < 0 and n > -1000:
        assert n // 2 == int(n / 2)
    return n

# expect: proved
# inputs: (0,), (-7,), (10**30,), (42,)
def main(n: int) -> int:
    if abs(n) < 10**50:
        assert int(" " + str(n) + "\n") == n
        assert int(str(n).replace("-", "")) == abs(n)
    return n

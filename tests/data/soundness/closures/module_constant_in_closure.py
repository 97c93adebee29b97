# expect: proved
# inputs: (0,), (1,), (-7,), (30,)
BASE = 7


def main(n: int) -> int:
    def shift(v: int) -> int:
        return v + BASE

    r = shift(n)
    assert r - n == 7
    return r

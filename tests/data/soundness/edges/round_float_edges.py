# expect: proved
# inputs: (0,), (1,), (-1,), (7,)
def main(n: int) -> int:
    assert round(1234.5, -2) == 1200.0
    assert round(2.5) == 2
    assert round(-0.5) == 0
    assert str(round(-0.4, 0)) == "-0.0"
    assert round(1e300, -300) == 1e300
    assert round(10**20, -21) == 0
    if abs(n) < 10**300:
        return round(n * 0.5)
    return 0

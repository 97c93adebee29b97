def main(x: float) -> float:
    if x.is_integer():
        # Neither nan nor an infinity.
        assert x == x and x - x == 0.0
    if x == 3.0 or x == -0.0:
        assert x.is_integer()
    if x == 2.5 or x > 1e300 * 1e300:
        assert not x.is_integer()
    assert x.conjugate() == x or x != x
    assert x.imag == 0.0
    return x.real

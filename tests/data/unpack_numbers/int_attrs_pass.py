def main(n: int, flag: bool) -> int:
    assert n.real == n and n.numerator == n
    assert n.imag == 0 and n.denominator == 1
    assert n.conjugate() == n
    num, den = n.as_integer_ratio()
    assert num == n and den == 1
    assert flag.real == (1 if flag else 0) and type(flag.real) == int
    return n.conjugate()

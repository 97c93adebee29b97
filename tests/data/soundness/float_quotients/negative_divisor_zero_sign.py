# A zero quotient of a negative divisor is -0.0, which still equals 0.0 and is not below it.
# expect: proved
# inputs: (0, -5), (0, 5), (3, -1), (-3, 7), (1, 2)
def main(a: int, b: int) -> float:
    if b != 0 and a == 0:
        q = a / b
        assert q == 0.0
        assert not (q < 0.0)
        assert q >= -0.0
        return q
    return 1.0

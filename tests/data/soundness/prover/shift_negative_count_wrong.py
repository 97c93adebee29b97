# A negative shift count is CPython's ValueError whatever is shifted; the prover must refute
# a program that reaches one for some input.
# expect: failed
# inputs: (0,), (3,), (-2,), (100,)


def main(x: int) -> int:
    count = -1 if x > 50 else 2
    return x << count

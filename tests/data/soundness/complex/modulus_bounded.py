# The modulus of a product of known complex numbers, checked on each branch.
# expect: proved
# inputs: (0,), (5,), (2,), (9,)
def main(n: int) -> float:
    z = complex(1, 1)
    if n > 4:
        z = z * (0.5 + 0.5j)
    assert abs(z) < 2, "too far"
    return abs(z)

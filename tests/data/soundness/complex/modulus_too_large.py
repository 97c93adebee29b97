# Twin of modulus_bounded: on the branch n > 4 the modulus is sqrt(10), past the bound.
# expect: failed
# inputs: (0,), (5,), (2,), (9,)
def main(n: int) -> float:
    z = complex(1, 1)
    if n > 4:
        z = z * (2 + 1j)
    assert abs(z) < 2, "too far"
    return abs(z)

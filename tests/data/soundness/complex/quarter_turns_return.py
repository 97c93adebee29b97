# Four quarter turns by 1j bring a point back exactly, on either branch.
# expect: proved
# inputs: (0,), (1,), (4,), (-7,)
def main(n: int) -> int:
    z = 1 + 2j
    if n > 3:
        z = z * 1j
    w = z * 1j * 1j * 1j * 1j
    assert w == z, "four quarter turns moved the point"
    return 0

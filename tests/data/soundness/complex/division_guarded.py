# Twin of division_by_zero_branch: the zero divisor is tested before dividing.
# expect: proved
# inputs: (1,), (0,), (3,), (-2,)
def main(k: int) -> complex:
    d = 1j
    if k == 0:
        d = d - 1j
    if d == 0:
        return 0j
    return (3 + 4j) / d

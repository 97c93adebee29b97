# -(n // d) is not (-n) // d when d does not divide n.
# expect: failed
# inputs: (4, 2), (1, 2), (0, 5), (-3, 2)
def main(n: int, d: int) -> int:
    if d > 0:
        assert -(n // d) == (-n) // d
        return n // d
    return 0

# An `enumerate` started near 2**63 counts on into big ints, as CPython's does.
# expect: proved
# inputs: (0,), (1,), (-5,), (40,)
def main(n: int) -> int:
    total = 0
    for i, x in enumerate([n, n + 1], 2**63 - 1):
        assert i >= 2**63 - 1
        total += i - 2**63 + x
    return total

# A symbolic int compared with a complex number equal to an int (3+0j == 3 in CPython):
# the comparison must not be read as one between different types.
# expect: skipped
# inputs: (3,), (0,), (4,), (-3,)
def main(n: int) -> int:
    assert n != 3 + 0j
    return n

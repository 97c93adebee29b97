# The literal 3 is not what main sees: module-level code lowers the cap to 0.
# expect: failed
# inputs: (0,), (5,), (-7,), (100,)
CAP = 3
CAP -= 3


def main(n: int) -> int:
    return n // CAP

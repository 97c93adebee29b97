# The literal 3 is not what main sees: module-level code lowers the cap to 1 first.
# expect: proved
# inputs: (0,), (5,), (-7,), (100,)
CAP = 3
for _ in range(2):
    CAP -= 1


def main(n: int) -> int:
    assert CAP == 1
    return n // CAP

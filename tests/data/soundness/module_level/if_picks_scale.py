# A module-level `if` chooses the scale; the branch taken binds 2, never the 0 of the other.
# expect: proved
# inputs: (0,), (5,), (-7,), (100,)
DEBUG = False
if DEBUG:
    SCALE = 0
else:
    SCALE = 2


def main(n: int) -> int:
    return n // SCALE

# The module-level `if` takes the branch binding 0: every division fails.
# expect: failed
# inputs: (0,), (5,), (-7,), (100,)
DEBUG = True
if DEBUG:
    SCALE = 0
else:
    SCALE = 2


def main(n: int) -> int:
    return n // SCALE

# The module-level `try` parses the setting; the fallback never runs.
# expect: proved
# inputs: (0,), (5,), (-7,), (100,)
try:
    STEP = int("4")
except ValueError:
    STEP = 0


def main(n: int) -> int:
    return n // STEP

# The module-level `try` fails to parse the setting and falls back to 0: main divides by it.
# expect: failed
# inputs: (0,), (5,), (-7,), (100,)
try:
    STEP = int("four")
except ValueError:
    STEP = 0


def main(n: int) -> int:
    return n // STEP

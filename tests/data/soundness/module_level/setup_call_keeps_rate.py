# A module-level call of a function rebinding the variable through `global`: main sees 5.
# expect: proved
# inputs: (0,), (5,), (-7,), (100,)
RATE = 0


def configure(value):
    global RATE
    RATE = value


configure(5)


def main(n: int) -> int:
    assert RATE == 5
    return n // RATE

# A module-level call of a function rebinding the variable through `global` runs before main.
# expect: failed
# inputs: (0,), (5,), (-7,), (100,)
RATE = 4


def reset():
    global RATE
    RATE = 0


reset()


def main(n: int) -> int:
    return n // RATE

# A class pattern over a plain class whose `__init__` sets the attribute on some paths only:
# a missing attribute makes CPython's pattern fail (the next case runs), never raise.
# expect: proved
# inputs: (1,), (0,), (-3,), (7,)
class Reading:
    def __init__(self, value):
        if value >= 0:
            self.value = value


def classify(r):
    match r:
        case Reading(value=v):
            return v
        case _:
            return -1


def main(n: int) -> int:
    got = classify(Reading(n))
    assert got == n or (n < 0 and got == -1)
    return got

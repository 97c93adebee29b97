# The twin of class_pattern_missing_attribute.py: claiming the pattern always matches is
# false for a negative reading, whose instance has no `value` (CPython's pattern fails).
# expect: failed
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
    assert got == n, "every reading matches"
    return got

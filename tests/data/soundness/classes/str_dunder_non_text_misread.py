# A `__str__` that returns its int field: CPython requires a `str` and raises `TypeError:
# __str__ returned non-string (type int)` at the f-string, so the label is never made.
# expect: failed
# inputs: (0,), (5,), (-1,), (7,)
class Score:
    def __init__(self, points: int) -> None:
        self.points = points

    def __str__(self):
        return self.points


def main(n: int) -> int:
    label = f"score: {Score(n)}"
    return len(label)

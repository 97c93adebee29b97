# max() and sorted() of a generator that raises part-way: the exception leaves the builtin
# (the evaluator takes the items itself where a program defines a class, and used to hand the
# spent generator to the domain when taking them raised).
# expect: failed
# inputs: (0,), (2,), (-1,), (9,)
class Reading:
    def __init__(self, value):
        self.value = value


def values(readings):
    for r in readings:
        yield 100 // r.value


def main(n: int) -> int:
    readings = [Reading(5), Reading(n)] if n > 0 else [Reading(5), Reading(0)]
    top = max(values(readings))
    ordered = sorted(values(readings[:1]))
    assert top >= ordered[0]
    return top

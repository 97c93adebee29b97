# As integral_inputs.py, but the total over the inputs includes the str, which is no Real:
# the checker raises TypeError for every input.
# expect: failed
# inputs: (5, 'a'), (-3, ''), (0, 'xyz'), (12, '7')
from numbers import Real


def checked_total(values):
    total = 0
    for v in values:
        if not isinstance(v, Real):
            raise TypeError(f"not a number: {v!r}")
        total += v
    return total


def main(n: int, s: str) -> int:
    return checked_total([n]) + len(str(checked_total([s])))

# A `reversed` iterator part read when the list changes goes on with the changed list (the
# interpreter's took the items at once before). The prover, whose iterator does, refuses the
# change and the concrete search finds the failing input.
# expect: failed
# inputs: (1,), (2,), (-7,), (0,)
def main(a: int) -> int:
    xs = [a, a * 2, a * 3]
    it = reversed(xs)
    for first in it:
        break
    xs[0] = 0
    rest = list(it)
    assert rest[-1] == a
    return first

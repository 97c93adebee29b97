# A deque subclass given its `maxlen` by `super().__init__`: appending five items keeps the
# last three, whichever end a symbolic flag reads.
# expect: proved
# inputs: (0,), (1,), (-5,), (8,)
from collections import deque


class Ring(deque):
    def __init__(self, size):
        super().__init__(maxlen=size)


def main(k: int) -> int:
    r = Ring(3)
    for i in range(5):
        r.append(i)
    first = r[0] if k > 0 else r[-1]
    assert first == 2 or first == 4
    assert len(r) == 3 and r.maxlen == 3
    return first

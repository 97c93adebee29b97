# As `ring_maxlen.py`, but claiming the oldest item survives (the `maxlen` drops it):
# refuted when the flag reads the front.
# expect: failed
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
    assert first == 0 or first == 4, "the oldest item stays"
    return first

# CPython's deque iterator raises `RuntimeError` once the deque changes (this was proved: the
# loop read the grown deque).
# expect: failed
from collections import deque
# inputs: (0,), (1,), (2,), (-1,)
def main(n: int) -> int:
    q = deque([0, 1])
    for x in q:
        if x == 0 and n > 0:
            q.append(7)
    assert len(q) <= 3
    return len(q)

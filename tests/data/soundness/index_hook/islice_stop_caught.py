# `itertools.islice` takes its stop by `__index__`: a `ValueError` fallback is never taken,
# and two items come out when it gives 2.
# expect: failed
# inputs: (0,), (1,), (2,), (3,)
import itertools


class Count:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main(n: int) -> int:
    k = max(min(n, 3), 0)
    try:
        first = list(itertools.islice(["a", "b", "c"], Count(k)))
    except ValueError:
        return 0
    assert len(first) != 2
    return len(first)

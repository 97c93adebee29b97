# `itertools.islice` refuses a stop past `sys.maxsize` with the same `ValueError` as a
# negative one, so the handler does not prove the stop negative.
# expect: failed
# inputs: (0,), (3,), (-1,), (9223372036854775808,)
import itertools


def main(n: int) -> int:
    try:
        first = list(itertools.islice(["a", "b", "c"], n))
    except ValueError:
        assert n < 0, "only a negative stop is refused"
        return 0
    return len(first)

# As `islice_past_maxsize.py`, with the claim CPython keeps: a stop it refuses is negative or
# past `sys.maxsize`.
# expect: proved
# inputs: (0,), (3,), (-1,), (9223372036854775808,)
import itertools


def main(n: int) -> int:
    try:
        first = list(itertools.islice(["a", "b", "c"], n))
    except ValueError:
        assert n < 0 or n > 9223372036854775807
        return 0
    return len(first)

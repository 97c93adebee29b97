# The twin of `range_len_overflow.py`: the three calls raise, none returns.
# expect: failed
# inputs: (0,), (3,), (-2,), (9,)


def main(n: int) -> int:
    huge = range(-(2**63), 2)
    raised = 0
    for make in (list, tuple, sorted):
        try:
            make(huge)
        except OverflowError:
            raised += 1
    first = next(iter(huge))
    assert raised == 0
    return n

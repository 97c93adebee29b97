# `list(range(...))`, `tuple(...)` and `sorted(...)` of a range longer than `sys.maxsize` are
# CPython's OverflowError (the list is sized by `len()` first), while iterating one is fine.
# clauz3 refused them as over its size limit.
# expect: proved
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
    assert raised == 3 and first == -(2**63)
    return n

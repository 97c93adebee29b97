# Repeating then joining tuples of terms keeps their order: the second item is `x`, not the
# `1` appended at the end (CPython fails whenever x != 1).
# expect: failed
# inputs: (0,), (2,), (-1,), (10**20,)
def main(x: int) -> int:
    t = (x,) * 2 + (1,)
    assert t[1] == 1
    return len(t)

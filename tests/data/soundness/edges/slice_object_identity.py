# A slice object is itself: `t is not s` fails for every input, as in CPython (clauz3 once
# answered `is` between slices with False and proved it).
# expect: failed
# inputs: (0,), (1,), (-1,), (5,)
def main(n: int) -> int:
    s = slice(1, 3)
    t = s
    assert t is not s
    return n

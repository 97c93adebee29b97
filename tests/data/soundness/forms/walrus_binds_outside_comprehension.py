# `:=` in a comprehension binds the function's variable: its last value after the loop.
# expect: failed
# inputs: (1,), (-3,), (0,), (-1,)
def main(n: int) -> int:
    last = 0
    ys = [(last := x) for x in [n, n + 1]]
    assert last == n
    return last + len(ys)

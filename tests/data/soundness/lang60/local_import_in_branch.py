# An import inside a function's `if` binds the function's local when the branch runs; the
# other branch never reads it.
# expect: proved
# inputs: (1,), (4,), (0,), (-5,)
def root(n):
    if n >= 0:
        import operator
        return operator.add(n, 1)
    return -1


def main(n: int) -> int:
    r = root(n)
    assert r == -1 or r == n + 1
    return r

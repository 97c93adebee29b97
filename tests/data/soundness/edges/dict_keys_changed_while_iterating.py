# A loop deleting the key it is at and adding another keeps the dict's size, but CPython's
# iterator counts the keys it set out with and raises "dictionary keys changed during
# iteration" (or, after a resize of its table, goes on in another order); here that error is
# caught. The prover's dict cannot follow CPython's table there, so it says so rather than
# run the loop to its end and prove the assertion after it.
# expect: skipped
# inputs: (0,), (1,), (-1,), (7,)
def main(n: int) -> int:
    seen = {1: n, 2: n}
    try:
        for k in seen:
            del seen[k]
            seen[k + 10] = n
    except RuntimeError:
        return 0
    assert len(seen) == 0
    return len(seen)

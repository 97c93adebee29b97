# `xs.pop(2**70)` is CPython's OverflowError, not the IndexError an `except IndexError`
# fallback catches: the prover took every error of a known pop position for an IndexError.
# expect: failed
# inputs: (0,), (1,), (-4,), (7,)
def main(n: int) -> int:
    xs = [1, 2, 3]
    try:
        xs.pop(2**70)
    except IndexError:
        return 0
    return n

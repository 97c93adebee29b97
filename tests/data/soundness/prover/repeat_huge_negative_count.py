# A negative count gives "", but one below the index range is an OverflowError.
# expect: failed
# inputs: (0,), (-1,), (-(2**63),), (-(10**20),)
def main(n: int) -> int:
    if n <= 0:
        return len("ab" * n)
    return 0

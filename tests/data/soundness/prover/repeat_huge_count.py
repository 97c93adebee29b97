# "ab" * n overflows for n beyond the index range (OverflowError) or memory.
# expect: failed
# inputs: (0,), (3,), (-1,), (2**63,)
def main(n: int) -> int:
    if n > 0:
        return len("ab" * n)
    return 0

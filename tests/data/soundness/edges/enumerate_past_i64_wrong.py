# As enumerate_past_i64.py, claiming the count stays below 2**63: the second item is counted
# 2**63, so every run fails (the interpreter's count overflowed and panicked on it).
# expect: failed
# inputs: (0,), (1,), (-5,), (40,)
def main(n: int) -> int:
    total = 0
    for i, x in enumerate([n, n + 1], 2**63 - 1):
        assert i < 2**63
        total += x
    return total

# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
def main(k: int) -> int:
    s = {k, 1}
    total = sum(s)
    assert total == (k + 1 if k != 1 else 1)
    ordered = sorted(s)
    assert ordered[0] <= ordered[-1]
    return total

# Nobody knows a proof (or a counterexample) for this bound: the honest verdict is skipped.
# expect: skipped
# inputs: (1,), (27,), (837799,), (10**29 + 7,)
def main(n: int) -> int:
    if n < 1 or n > 10**30:
        return 0
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    assert steps < 10000
    return steps

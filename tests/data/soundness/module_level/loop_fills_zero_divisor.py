# The module-level loop leaves a zero in the table: main divides by it when n is 0.
# expect: failed
# inputs: (0,), (3,), (4,), (-1,), (9,)
DIVISORS = {}
for k in range(5):
    DIVISORS[k] = k * 2


def main(n: int) -> int:
    if n in DIVISORS:
        return 60 // DIVISORS[n]
    return 0

# A module-level loop fills the table main divides by: every entry is at least 1.
# expect: proved
# inputs: (0,), (3,), (4,), (-1,), (9,)
DIVISORS = {}
for k in range(5):
    DIVISORS[k] = k + 1


def main(n: int) -> int:
    if n in DIVISORS:
        return 60 // DIVISORS[n]
    return 0

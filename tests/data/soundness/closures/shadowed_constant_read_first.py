# LIMIT is assigned later in main, so it is local throughout: reading it first fails.
# expect: failed
# inputs: (0,), (1,), (-1,), (-50,)
LIMIT = 5


def main(n: int) -> int:
    total = n
    if n < 0:
        total = total + LIMIT
    LIMIT = 5
    return total + LIMIT

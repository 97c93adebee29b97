# The twin: a count one too high fails, and is refuted, not skipped.
# expect: failed
# inputs: (0,), (1,), (-1,), (5,)


def main(k: int) -> int:
    table = {"O": 1, "A": 2}
    n = 0
    for _ in range(40):
        for t in ["O-", "O+", "A-", "A+"]:
            if t[:-1] in table:
                n += 1
    assert n == 161
    return n + k

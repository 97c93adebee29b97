# `t in table` over a dict the prover holds key by key, with `t` and every key known: no branch
# (it counted toward the loop bound, so a fully known loop of 160 tests was skipped).
# expect: proved
# inputs: (0,), (1,), (-1,), (5,)


def main(k: int) -> int:
    table = {"O": 1, "A": 2}
    n = 0
    for _ in range(40):
        for t in ["O-", "O+", "A-", "A+"]:
            if t[:-1] in table:
                n += 1
    assert n == 160
    return n + k

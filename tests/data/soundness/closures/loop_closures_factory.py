# A factory gives each closure its own cell.
# expect: proved
# inputs: (0,), (1,), (8,), (9,)
def make_below(limit: int):
    def below(v: int) -> bool:
        return v < limit

    return below


def main(n: int) -> bool:
    checks = [make_below(x) for x in [1, 5, 9]]
    assert checks[0](n) == (n < 1)
    assert checks[2](n) == (n < 9)
    return checks[1](n)

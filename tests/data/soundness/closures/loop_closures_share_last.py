# Functions defined in a loop all read the loop variable's final value (9).
# expect: failed
# inputs: (0,), (1,), (8,), (9,)
def main(n: int) -> bool:
    checks = []
    for limit in [1, 5, 9]:
        def below(v: int) -> bool:
            return v < limit

        checks.append(below)
    assert checks[0](n) == (n < 1)
    return checks[1](n)

# The twin of `attribute_callable_call.py`: the object holds `triple`, so the bound `2 * n`
# fails for every n from 1 to 10. A model that called another function of the program
# (`double`), or read the call as a builtin method, would prove it.
# expect: failed
# inputs: (0,), (1,), (10,), (-3,)


class Rules:
    pass


def double(x):
    return 2 * x


def triple(x):
    return 3 * x


def main(n: int) -> int:
    rules = Rules()
    setattr(rules, "apply", triple)
    if 0 <= n <= 10:
        assert rules.apply(n) <= 2 * n
    return n

# A function stored on an object under a name no builtin method has, by `setattr`, is called
# through the attribute when the call runs (`rules.apply(n)`); the bound follows from the
# function stored there (`triple`), not from any other function of the program.
# expect: proved
# inputs: (0,), (4,), (10,), (-3,)


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
        assert rules.apply(n) <= 3 * n
    return n

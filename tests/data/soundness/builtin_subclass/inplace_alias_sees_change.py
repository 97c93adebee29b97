# `d |= other`, `s &= other` and `xs *= k` with an instance on the right change the plain
# dict, set or list in place (the builtin's own method goes first), so an alias sees it.
# expect: proved
# inputs: (0,), (3,), (-2,), (7,)
class Extra(dict):
    def __ror__(self, other):
        return "reflected"


class Keep(set):
    pass


class Twice(int):
    pass


def main(n: int) -> int:
    d = {"a": n}
    d_alias = d
    extra = Extra()
    extra["b"] = 1
    d |= extra
    assert d_alias is d and d == {"a": n, "b": 1}
    s = {1, 2}
    s_alias = s
    s &= Keep([1])
    assert s_alias == {1}
    xs = [n]
    xs_alias = xs
    xs *= Twice(2)
    assert xs_alias == [n, n]
    return n

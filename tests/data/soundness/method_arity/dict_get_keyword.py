# `d.get(k, default=0)` of a dict holding a term: `dict.get` takes no keyword arguments.
# expect: proved
# inputs: (0,), (1,), (-3,), (9,)


def main(n: int) -> int:
    d = {"k": n}
    try:
        d.get("k", default=0)
    except TypeError as e:
        assert str(e) == "dict.get() takes no keyword arguments"
        return 1
    return 0

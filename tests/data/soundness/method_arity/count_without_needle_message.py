# `s.count()` of a str term: CPython's TypeError, worded as str.count words it, whatever the
# text; the prover raises it before its own encoding of `count` looks at the arguments.
# expect: proved
# inputs: ("",), ("abc",), ("aaa",), ("x y",)


def main(s: str) -> int:
    try:
        s.count()
    except TypeError as e:
        assert str(e) == "count() takes at least 1 argument (0 given)"
        return 1
    return 0

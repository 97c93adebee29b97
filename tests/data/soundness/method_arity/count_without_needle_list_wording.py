# The failing twin of count_without_needle_message.py: a prover that worded `str.count` as
# `list.count` (or raised nothing) would prove this; CPython fails it for every text.
# expect: failed
# inputs: ("",), ("abc",), ("aaa",), ("x y",)


def main(s: str) -> int:
    try:
        s.count()
    except TypeError as e:
        assert str(e) == "list.count() takes exactly one argument (0 given)"
        return 1
    return 0

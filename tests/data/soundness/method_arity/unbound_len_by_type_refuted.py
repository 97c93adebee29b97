# The failing twin of unbound_len_by_type.py: `str.__len__(s)` is the text's length, which is
# 3 for some texts, so the assertion fails in CPython for "abc".
# expect: failed
# inputs: ("",), ("abc",), ("aaa",), ("x y",)


def main(s: str) -> int:
    n = str.__len__(s)
    assert n != 3
    return n

"""The repr of text without escapes picks its quotes as Python does."""


def main(s: str, n: int) -> None:
    # CPython writes no int of more than 4300 digits (a ValueError): keep it small.
    if abs(n) >= 10**12:
        return
    if s == "ab":
        assert f"{s!r}" == "'ab'"
        assert f"{s!r:>6}" == "  'ab'"
    if s == "it's":
        assert f"{s!r}" == "\"it's\""
    if len(s) == 1 and "a" <= s <= "z":
        assert len(f"{s!r}") == 3
    assert f"{n!r}" == str(n)

"""Fill, alignment, width and precision of text and int terms are exact."""


def main(s: str, n: int, b: bool) -> None:
    # CPython writes no int of more than 4300 digits (a ValueError): keep it small.
    if abs(n) >= 10**12:
        return
    if len(s) <= 3:
        assert len(f"{s:>5}") == 5
        assert f"{s:*<5}".startswith(s)
        assert f"{s:^6}".endswith(" ")
        assert f"{s:-^7}"[:2] == "--"
    else:
        assert f"{s:>2}" == s
    assert len(f"{s:.2}") <= 2
    assert f"{s:.2}" == s[:2]
    if 0 <= n < 100:
        assert len(f"{n:>3}") == 3
        assert f"{n:<4}|".endswith(" |")
    assert f"{n:d}" == str(n)
    assert f"{b:>2}" in (" 1", " 0")
    assert f"{b!s:>5}"[-1] == "e"

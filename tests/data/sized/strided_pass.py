def main(s: str) -> int:
    if len(s) > 6:
        return 0
    back = s[::-1]
    assert len(back) == len(s)
    if s:
        assert back[0] == s[-1]
    evens = s[::2]
    odds = s[1::2]
    assert len(evens) + len(odds) == len(s)
    assert len(evens) - len(odds) in (0, 1)
    assert s[4:0:-2] == s[4:0:-1][::2]
    return 0

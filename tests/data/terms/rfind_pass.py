def main(s: str, start: int) -> None:
    """rfind/rindex on a str term: the last occurrence, overlapping ones included."""
    i = s.rfind("aa")
    if i >= 0:
        assert s[i:i + 2] == "aa" and "aa" not in s[i + 1:]
    else:
        assert "aa" not in s
    if s == "xaaa":
        assert i == 2
    assert s.rfind("") == len(s)
    assert s.rfind("", start) == (len(s) if start <= len(s) else -1) or start < 0
    assert s.rfind("a", 0, 2) <= 1

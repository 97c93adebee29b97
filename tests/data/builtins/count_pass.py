def main(s: str, t: str) -> int:
    n = s.count("\n")
    assert n >= 0
    assert n <= len(s)
    if "\n" not in s:
        assert n == 0
    else:
        assert n >= 1
    e = s.count("")
    assert e == len(s) + 1
    assert s.count("ab") * 2 <= len(s)
    m = s.count(t, 2, 5)
    assert m <= 4
    return n

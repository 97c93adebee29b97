def main(s: str) -> int:
    t = s.strip()
    assert len(t) <= len(s)
    assert t == "" or t[0] not in " \t\n\x85\u3000"
    assert t in s
    digits = s.lstrip("0")
    assert not digits.startswith("0")
    return 0

def main(s: str) -> int:
    head = s.split("=", 1)
    assert len(head) <= 2
    if "=" in s:
        assert len(head) == 2
        assert "=" not in head[0]
        assert head[0] + "=" + head[1] == s
    else:
        assert head == [s]
    if len(s) <= 5:
        parts = s.split(",")
        assert ",".join(parts) == s
        assert ("," in s) == (len(parts) > 1)
    return 0

def main(s: str) -> None:
    t = s.removeprefix("id-")
    if s.startswith("id-"):
        assert len(t) == len(s) - 3
        assert "id-" + t == s
    else:
        assert t == s
    u = s.removesuffix(".py")
    assert len(u) <= len(s)
    if s.endswith(".py"):
        assert u + ".py" == s

def main(s: str) -> None:
    if len(s) <= 6:
        left = s.ljust(8, ".")
        right = s.rjust(8)
        mid = s.center(9, "*")
        assert len(left) == 8 and left.startswith(s)
        assert len(right) == 8 and right.endswith(s)
        assert len(mid) == 9
        if len(s) == 4:
            assert mid == "***" + s + "**"

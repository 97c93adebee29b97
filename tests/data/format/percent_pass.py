"""printf-style `%` of terms is the format field each conversion means: exact."""


def main(s: str, n: int, b: bool) -> None:
    if abs(n) >= 10**12:
        return
    assert "%s|%d" % (s, n) == s + "|" + str(n)
    if 0 <= n < 1000:
        assert len("%5d" % n) == 5
        assert len("%-6d|" % n) == 7
    if len(s) <= 3:
        assert "%4s" % s == " " * (4 - len(s)) + s
        assert "%-4s|" % s == s + " " * (4 - len(s)) + "|"
    assert "%.2s" % s == s[:2]
    assert "%d%%" % n == str(n) + "%"
    # A bool is an int to `%d`: `1`, not `True`.
    assert "%3d|%d" % (b, b) in ("  1|1", "  0|0")

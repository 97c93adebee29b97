"""`%-3s` pads on the right and `%3s` on the left: they differ for a short string."""


def main(s: str) -> None:
    assert "%-3s" % s == "%3s" % s

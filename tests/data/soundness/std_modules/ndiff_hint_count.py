# `ndiff` pairs the two similar lines and marks the one changed character on a `?` line each.
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
import difflib


def main(n: int) -> int:
    delta = list(difflib.ndiff(["port = 8080\n"], ["port = 9080\n"]))
    hints = [line for line in delta if line.startswith("?")]
    assert len(hints) == 2
    return len(delta) + n

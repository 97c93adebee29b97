# Lines less than 0.75 similar are not paired: a plain replace, no `?` hint lines.
# expect: failed
# inputs: (0,), (1,), (2,), (-3,)
import difflib


def main(n: int) -> int:
    delta = list(difflib.ndiff(["port = 8080\n"], ["timeout = 30\n"]))
    hints = [line for line in delta if line.startswith("?")]
    assert len(hints) == 2 or n > 5
    return len(delta) + n

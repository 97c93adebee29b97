# Under IGNORECASE `[a-z]` takes the long s and the Kelvin sign, `s` takes `ſ`, but a
# backreference compares lower cases only, and `re.ASCII` folds ASCII letters alone.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
import re


def main(n: int) -> int:
    assert re.fullmatch("[a-z]+", "\u017f\u212a", re.I) is not None
    assert re.match("s", "\u017f", re.I) is not None
    assert re.fullmatch(r"(s)\1", "s\u017f", re.I) is None
    assert re.fullmatch("[a-z]", "\u017f", re.I | re.A) is None
    return n

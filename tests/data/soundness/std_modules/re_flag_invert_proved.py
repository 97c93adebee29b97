# `~` of a flag keeps the other members' bits as a `RegexFlag`, and extra bits are written in hex.
# expect: proved
# inputs: (0,), (1,), (4,), (-3,)
import re


def main(n: int) -> None:
    if n > 0:
        inverted = ~re.I
        assert inverted == 509 and re.I not in inverted and re.M in inverted
        assert str(inverted).endswith("|re.TEMPLATE|re.DEBUG") and "re.IGNORECASE" not in str(inverted)
    else:
        assert repr(re.I | 1024) == "re.IGNORECASE|0x400" and (re.I | 1024).value == 1026
        assert repr(re.RegexFlag(1024)) == "re.RegexFlag(1024)"
        assert 1 << re.M == 256 and divmod(100, re.X) == (1, 36) and 2**re.I == 4

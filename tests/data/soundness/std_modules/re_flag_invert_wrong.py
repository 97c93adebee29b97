# `~` of a flag is the flag of the other members' bits, not the int `-3`; bits no member holds
# are written in hex (`re.IGNORECASE|0x400`), not as a plain `IntFlag` writes them.
# expect: failed
# inputs: (0,), (1,), (4,), (-3,)
import re


def main(n: int) -> None:
    if n > 0:
        assert str(~re.I) == "-3"
    else:
        assert repr(re.I | 1024) == "re.IGNORECASE|1024"

# `expand` fills the named groups of a match on known text.
# expect: proved
# inputs: (0,), (1,), (2,), (-3,)
import re


def main(n: int) -> int:
    m = re.match(r"(?P<k>\w+)=(?P<v>\d+)", "port=80")
    assert m is not None
    assert m.expand(r"\g<v>:\g<k>") == "80:port"
    return n

# One code point is one character, whatever its plane.
# expect: proved
# inputs: ('',), ('\U0010ffff',), ('\U0001f600x',), ('abc',)
def main(s: str) -> str:
    t = s + "\U0010ffff"
    assert t[-1] == "\U0010ffff"
    assert len(t) == len(s) + 1
    return t

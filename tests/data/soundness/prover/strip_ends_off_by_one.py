# s[1:-1] drops two characters, not one.
# expect: failed
# inputs: ('ab',), ('abc',), ('',), ('\U0010ffffxy',)
def main(s: str) -> str:
    if len(s) >= 2:
        t = s[1:-1]
        assert len(t) == len(s) - 1
        return t
    return s

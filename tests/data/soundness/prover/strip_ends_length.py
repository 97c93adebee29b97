# expect: proved
# inputs: ('ab',), ('abc',), ('',), ('\U0010ffffxy',)
def main(s: str) -> str:
    if len(s) >= 2:
        t = s[1:-1]
        assert len(t) == len(s) - 2
        assert s[0] + t + s[-1] == s
        return t
    return s

# expect: proved
# inputs: ('ab',), ('\U0010ffff\U00030000',), ('\U0001f600',), ('',)
def main(s: str) -> str:
    if len(s) == 2:
        assert s[0] + s[1] == s
        assert s[::-1][0] == s[1]
        return s[1]
    return s

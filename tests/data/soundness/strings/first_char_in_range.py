# expect: proved
# inputs: ('',), ('\U0010ffff',), ('\x00',), ('\U0001f600a',)
def main(s: str) -> str:
    if s != "":
        assert s[0] <= "\U0010ffff"
        assert s[0] >= "\x00"
        return s[0]
    return ""

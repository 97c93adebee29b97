# For one character, only those above U+2FFFF win.
# expect: failed
# inputs: ('a',), ('\U0002ffff',), ('\U00030000',), ('\U0010ffff',)
def main(a: str) -> str:
    if len(a) == 1:
        m = max(a, "\U0002ffff")
        assert m == "\U0002ffff"
        return m
    return ""

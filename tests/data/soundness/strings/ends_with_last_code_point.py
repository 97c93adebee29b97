# expect: proved
# inputs: ('',), ('\U0010ffff',), ('x\U0010ffff',), ('\U0010fffe',)
def main(s: str) -> str:
    if s.endswith("\U0010ffff"):
        assert s[-1] == "\U0010ffff"
        assert len(s) >= 1
        return s[:-1]
    return s

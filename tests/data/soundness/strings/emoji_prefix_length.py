# expect: proved
# inputs: ('',), (':)',), ('\U0001f600',), ('\U0001f600!',)
def main(s: str) -> int:
    if s.startswith("\U0001f600"):
        assert len(s) >= 1
        assert s[0] == "\U0001f600"
        return len(s)
    return 0

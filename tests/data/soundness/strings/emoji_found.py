# expect: proved
# inputs: ('',), ('\U0001f600',), ('ab\U0001f600',), ('\U0001f601',)
def main(s: str) -> int:
    if "\U0001f600" in s:
        i = s.find("\U0001f600")
        assert i >= 0
        assert s[i] == "\U0001f600"
        return i
    return -1

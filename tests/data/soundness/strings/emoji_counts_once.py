# expect: proved
# inputs: ('',), ('\U0001f600',), ('\U0002ffff\U00030000',), ('ab',)
def main(s: str) -> int:
    t = "\U0001f600" + s
    assert len(t) == len(s) + 1
    assert t[1:] == s
    return len(t)

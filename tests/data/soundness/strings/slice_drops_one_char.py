# expect: proved
# inputs: ('',), ('\U0010ffff',), ('\U0001f600x',), ('abc',)
def main(s: str) -> str:
    t = s[1:]
    assert len(t) == max(len(s) - 1, 0)
    return t

# A titlecase digraph starts a title without being uppercase.
# expect: failed
# inputs: ('Ab',), ('',), (' A',), ('\u01c5a',)
def main(s: str) -> str:
    if s.istitle() and s[0].isalpha():
        assert s[0].isupper()
    return s

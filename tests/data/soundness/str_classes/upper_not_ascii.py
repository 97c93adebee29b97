# Full-width A and Greek capitals are uppercase too.
# expect: failed
# inputs: ('AB',), ('',), ('\uff21',), ('\u03a3',)
def main(s: str) -> str:
    if s.isupper():
        assert s.isascii()
    return s

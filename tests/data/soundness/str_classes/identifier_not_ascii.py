# Greek and CJK letters make identifiers.
# expect: failed
# inputs: ('name_1',), ('',), ('\u03b1\u03b2',), ('\U00030000',)
def main(s: str) -> str:
    if s.isidentifier():
        assert s.isascii()
    return s

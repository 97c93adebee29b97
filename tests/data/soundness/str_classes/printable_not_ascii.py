# Printable is not printable ASCII: sharp s prints.
# expect: failed
# inputs: ('abc',), ('',), ('\xdf',), ('\n',)
def main(s: str) -> str:
    if s.isprintable() and len(s) == 1:
        assert s.isascii()
    return s

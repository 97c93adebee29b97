# Text that prints holds no line breaks of any kind.
# expect: proved
# inputs: ('abc',), ('',), ('\xdf',), ('a\nb',), ('\u2028',), ('\U00030000',)
def main(s: str) -> str:
    if s.isprintable():
        assert "\n" not in s and "\u2028" not in s and "\x1c" not in s
        assert s.isascii() or len(s) > 0
    return s

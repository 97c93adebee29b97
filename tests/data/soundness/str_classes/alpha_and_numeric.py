# No character is both a letter and a digit, yet CJK numerals are letters and numeric.
# expect: failed
# inputs: ('abc',), ('',), ('\u4e00',), ('\U00030000',)
def main(s: str) -> str:
    if s.isalpha():
        assert not s.isdigit()
        assert not s.isnumeric()
    return s

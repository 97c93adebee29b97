# Decimal characters are digits, digits are numeric, over all of Unicode.
# expect: proved
# inputs: ('12',), ('\u0661\u0662',), ('\xb2',), ('\xbd',), ('',), ('\U00030000',)
def main(s: str) -> str:
    if s.isdecimal():
        assert s.isdigit()
    if s.isdigit():
        assert s.isnumeric() and len(s) > 0
    return s

# One half (and CJK numerals) are numeric without being digits.
# expect: failed
# inputs: ('3',), ('',), ('\xb2',), ('\xbd',)
def main(s: str) -> str:
    if s.isnumeric():
        assert s.isdigit()
    return s

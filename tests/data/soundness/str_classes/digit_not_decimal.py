# Superscript two is a digit and not a decimal.
# expect: failed
# inputs: ('7',), ('',), ('\u0661',), ('\xb2',)
def main(s: str) -> str:
    if s.isdigit():
        assert s.isdecimal()
    return s

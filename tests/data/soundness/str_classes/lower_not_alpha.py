# Small Roman numerals are lowercase but not letters.
# expect: failed
# inputs: ('a',), ('',), ('\xdf',), ('\u2170',)
def main(s: str) -> str:
    if s.islower() and len(s) == 1:
        assert s.isalpha()
    return s

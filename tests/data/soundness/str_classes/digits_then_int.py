# int() of Unicode digits is not modelled: the proof must stop, not guess.
# expect: skipped
# inputs: ('12',), ('',), ('\u0661\u0662',), ('\xb2',)
def main(s: str) -> int:
    if s.isdigit() and len(s) < 10:
        n = int(s)
        assert n >= 0
        return n
    return -1

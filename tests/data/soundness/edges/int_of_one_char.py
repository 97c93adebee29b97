# Non-ASCII decimal digits parse; the counterexample must be a character CPython refuses.
# expect: failed
# inputs: ('7',), ('\u0663',), ('x',), ('\u00b2',)
def main(s: str) -> int:
    if len(s) == 1 and s not in "0123456789":
        return int(s)
    return 0

# An empty prefix is found at every start up to len(s), whatever s holds.
# expect: proved
# inputs: ('', 0), ('', 1), ('\U0010ffff', 1), ('ab', -5)
def main(s: str, k: int) -> bool:
    ok = s.startswith("", k)
    assert ok == (k <= len(s))
    return ok

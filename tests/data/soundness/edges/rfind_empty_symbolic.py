# expect: proved
# inputs: ('', 0), ('ab', 3), ('\U0001f600', -1), ('xyz', 2)
def main(s: str, k: int) -> int:
    r = s.rfind("", k)
    assert r == -1 or r == len(s)
    assert (r == -1) == (k > len(s))
    return r

# expect: proved
# inputs: ('', 0), ('ab', 3), ('ab', 2), ('\U0010ffff', -1)
def main(s: str, k: int) -> int:
    r = s.find("", k)
    assert (r == -1) == (k > len(s))
    assert r == -1 or 0 <= r <= len(s)
    return r

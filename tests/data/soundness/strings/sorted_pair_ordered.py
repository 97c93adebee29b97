# expect: proved
# inputs: ('', ''), ('\uffff', '\U00010000'), ('\U0010ffff', 'a'), ('b', 'ab')
def main(a: str, b: str) -> str:
    lo, hi = sorted([a, b])
    assert lo <= hi
    assert lo == min(a, b)
    return lo

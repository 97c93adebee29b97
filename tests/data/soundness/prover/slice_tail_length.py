# Past the end (or before the start) the tail is not len(s) - k long.
# expect: failed
# inputs: ('abc', 1), ('abc', 3), ('ab', 5), ('ab', -1)
def main(s: str, k: int) -> int:
    assert len(s[k:]) == len(s) - k
    return k

# CPython hashes the empty str and the empty bytes as 0 in every run (and a str as the bytes
# of its code units, so `hash('abc') == hash(b'abc')`): a set holding `''` and ints has one
# order in every run, `''` (in slot 0) first.
# expect: proved
# inputs: (0,), (1,), (-5,), (2**70,)
def main(k: int) -> int:
    assert hash("") == 0 and hash(b"") == 0
    assert list({1, ""}) == ["", 1]
    return hash("") + k

# As ord_of_bytes.py, but the claim that `ord()` refuses bytes fails on every input.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
def main(n: int) -> int:
    try:
        ord(b"z")
        refused = False
    except TypeError:
        refused = True
    assert refused, "ord of bytes"
    return n

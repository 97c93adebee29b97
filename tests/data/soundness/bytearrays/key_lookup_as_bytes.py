# Twin of key_lookup_unhashable: the bytearray's bytes are a key equal to the stored one.
# expect: proved
# inputs: (False,), (True,), (False,), (True,)
def main(check: bool) -> int:
    seen = {b"abc": 1}
    buf = bytearray(b"abc")
    if check:
        assert bytes(buf) in seen
        return seen[bytes(buf)]
    return 0

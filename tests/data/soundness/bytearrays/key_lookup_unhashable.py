# `in` a dict hashes the needle first: a bytearray is a TypeError even when equal to a key.
# expect: failed
# inputs: (False,), (True,), (False,), (True,)
def main(check: bool) -> int:
    seen = {b"abc": 1}
    buf = bytearray(b"abc")
    if check and buf in seen:
        return 1
    return 0

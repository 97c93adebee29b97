# `struct.pack` reads an int field given an object with `__index__` by it, as CPython does:
# no `struct.error`, so the assertion after the call runs and fails for a negative input.
# expect: failed
# inputs: (0,), (1,), (7,), (-3,)
import struct


class Count:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def main(n: int) -> None:
    try:
        data = struct.pack("<h", Count(5))
    except struct.error:
        return
    assert data == b"\x05\x00" and n >= 0

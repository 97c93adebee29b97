# `ord()` of a bytes or bytearray of one byte is that byte.
# expect: proved
# inputs: (0,), (5,), (-3,), (7,)
def main(n: int) -> int:
    assert ord(b"a") == 97
    assert ord(bytearray(b"\xff")) == 255
    return n

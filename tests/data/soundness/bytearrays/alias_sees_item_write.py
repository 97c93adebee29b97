# A bytearray reached through a list sees a write made through another name.
# expect: proved
# inputs: (True,), (False,), (True,), (False,)
def main(flip: bool) -> int:
    buf = bytearray(b"abc")
    holder = [buf]
    if flip:
        holder[0][0] ^= 0x20
    assert buf[0] == (65 if flip else 97)
    assert bytes(buf) == (b"Abc" if flip else b"abc")
    return buf[0]

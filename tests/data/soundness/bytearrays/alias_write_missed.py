# Twin of alias_sees_item_write: claims the original is untouched by a write through an alias.
# expect: failed
# inputs: (True,), (False,), (False,), (True,)
def main(flip: bool) -> int:
    buf = bytearray(b"abc")
    holder = [buf]
    if flip:
        holder[0][0] ^= 0x20
    assert buf[0] == 97
    return buf[0]

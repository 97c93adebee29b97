# Twin of iterates_live: claims the loop sees only the bytes there when it started.
# expect: failed
# inputs: (False,), (True,), (False,), (True,)
def main(grow: bool) -> int:
    buf = bytearray(b"ab")
    steps = 0
    for byte in buf:
        steps += 1
        if grow and len(buf) < 4:
            buf.append(byte)
    assert steps == 2
    return steps

# A loop over a bytearray reads it as it is at each step: bytes appended inside are visited.
# expect: proved
# inputs: (True,), (False,), (True,), (False,)
def main(grow: bool) -> int:
    buf = bytearray(b"ab")
    steps = 0
    for byte in buf:
        steps += 1
        if grow and len(buf) < 4:
            buf.append(byte)
    assert steps == (4 if grow else 2)
    return steps

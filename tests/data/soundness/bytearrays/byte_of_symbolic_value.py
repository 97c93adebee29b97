# A byte that is a term is not modelled: appending one is skipped, never guessed.
# expect: skipped
# inputs: (0,), (1,), (255,), (7,)
def main(x: int) -> int:
    if x < 0 or x > 255:
        return 0
    buf = bytearray(b"ab")
    buf.append(x)
    assert len(buf) == 3
    return buf[-1]

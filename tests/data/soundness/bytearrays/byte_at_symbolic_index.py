# Writing at an index that is a term is not modelled: the proof is skipped, never guessed.
# expect: skipped
# inputs: (0,), (3,), (7,), (2,)
def main(i: int) -> int:
    if i < 0 or i > 7:
        return 0
    buf = bytearray(8)
    buf[i] = 1
    assert sum(buf) == 1
    return i

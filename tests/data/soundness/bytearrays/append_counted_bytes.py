# Appending one byte per step of a bounded loop: the length is the count, every byte in range.
# expect: proved
# inputs: (0,), (1,), (5,), (8,)
def main(n: int) -> int:
    if n < 0 or n > 8:
        return 0
    buf = bytearray()
    for i in range(8):
        if i >= n:
            break
        buf.append(i * 31)
    assert len(buf) == n
    return len(buf)

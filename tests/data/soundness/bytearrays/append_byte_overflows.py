# Twin of append_counted_bytes: 40 * 7 is past 255, so append raises ValueError for n = 8.
# expect: failed
# inputs: (0,), (1,), (5,), (8,)
def main(n: int) -> int:
    if n < 0 or n > 8:
        return 0
    buf = bytearray()
    for i in range(8):
        if i >= n:
            break
        buf.append(i * 40)
    return len(buf)

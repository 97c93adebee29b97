# `bytes % values` of plain values is the interpreter's formatting inside the proof: the tag is
# b"job-007" on every path, here only where n is positive.
# expect: proved
# inputs: (0,), (1,), (7,), (-3,)


def main(n: int) -> int:
    tag = b"%s-%03d" % (b"job", 7)
    if n > 0:
        assert tag == b"job-007"
        assert bytearray(b"%c%c") % (110, b"!") == b"n!"
    return n

# The twin of `bytes_percent_plain.py`: `%03d` pads 7 to three digits, so the claim that the
# tag is b"job-7" fails wherever n is positive.
# expect: failed
# inputs: (0,), (1,), (7,), (-3,)


def main(n: int) -> int:
    tag = b"%s-%03d" % (b"job", 7)
    if n > 0:
        assert tag == b"job-7"
    return n

# The text picked by n comes back from unicode_escape and raw_unicode_escape as it went in,
# and a truncated \x escape raises UnicodeDecodeError at CPython's position: both codecs fold
# on known text, so the asserts are decided exactly.
# expect: proved
# inputs: (0,), (2,), (3,), (-1,)
SAMPLES = ["tab\there", "café €", "back\\slash", "😀 \x00"]


def main(n: int) -> int:
    for i in range(len(SAMPLES)):
        if n != i:
            continue
        s = SAMPLES[i]
        assert s.encode("unicode_escape").decode("unicode_escape") == s
        assert s.encode("raw_unicode_escape").decode("raw_unicode_escape") == s
    try:
        b"ab\\x4".decode("unicode_escape")
        start = -1
    except UnicodeDecodeError as e:
        start = e.start
    assert start == 2
    return n

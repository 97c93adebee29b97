# The twin of escape_codecs_round_trip: raw_unicode_escape leaves a "\\u0041" already in the
# text as it is, and reading it back turns it into "A", so the round trip fails for n == 2;
# the prover must refute it.
# expect: failed
# inputs: (2,), (0,), (3,), (-1,)
SAMPLES = ["tab\there", "café €", "back\\slash \\u0041", "😀 \x00"]


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

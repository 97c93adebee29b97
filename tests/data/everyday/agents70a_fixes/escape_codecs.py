"""Round-trip text through the backslash-escape codecs, as when logging or storing raw text."""

SAMPLES = ["plain ascii", "tab\there\nnewline\r", "back\\slash 'quotes' \"too\"", "\x00\x07\x7f",
           "café €5 😀", "İ ß ǆ"]

BROKEN = [b"\\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}", b"a\\x4", b"\\x4g", b"\\u12", b"\\U00110000", b"ab\\", b"\\N{NOPE}", b"\\N{SNOW",
          b"\\N", b"\\N{}", b"\\u00e9\\x"]
RAW_BROKEN = [b"\\u12", b"\\\\\\u12", b"a\\\\\\U0011000", b"\\U00110000"]


def show_error(data: bytes, codec: str, errors: str) -> str:
    try:
        return repr(data.decode(codec, errors))
    except UnicodeDecodeError as e:
        return f"{type(e).__name__}: {e} [{e.encoding} {e.start}-{e.end} {e.reason!r}]"
    except (LookupError, TypeError) as e:
        return f"{type(e).__name__}: {e}"


def main():
    for s in SAMPLES:
        esc = s.encode("unicode_escape")
        raw = s.encode("raw-unicode-escape")
        back = esc.decode("unicode_escape")
        print(f"{s!r:<34} {esc!r}")
        print(f"{'':<34} {raw!r} round trip: {back == s} {raw.decode('raw_unicode_escape') == s}")
    print(repr(b"\\0\\12\\101z x\\\ny \\a\\b\\f\\v \\'\\\" \\xe9\xe9".decode("unicode_escape")))
    print(repr(b"\\N{latin capital letter gha} \\N{snowman} \\N{GREEK SMALL LETTER ALPHA} \\U0001F600 \\u20ac".decode("Unicode_Escape")))
    print(repr(b"\\\\u0041 \\u0041\\x41 \\\\\\u0042 \xe9\\".decode("raw_unicode_escape")))
    for data in BROKEN:
        for errors in ("strict", "ignore", "replace", "backslashreplace"):
            print(f"{data!r:<16} {errors:<16} {show_error(data, 'unicode_escape', errors)}")
    for data in RAW_BROKEN:
        for errors in ("strict", "replace", "backslashreplace"):
            print(f"{data!r:<18} {errors:<16} {show_error(data, 'raw_unicode_escape', errors)}")
    print(show_error(b"\\xzz", "unicode_escape", "bogus"))
    print(show_error(b"\\xzz", "unicode_escape", "xmlcharrefreplace"))
    print(show_error(b"fine", "unicode_escape", "bogus"))
    print("x".encode("unicode_escape", "bogus"), bytearray(b"\\t").decode("unicode_escape") == "\t")
    print(bytes("naïve\n", "unicode_escape"), str(b"na\\xefve", "unicode_escape"))
    return len(SAMPLES)

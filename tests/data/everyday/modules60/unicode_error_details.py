"""Report exactly where text fails to encode or decode, as a file-cleaning script does."""

SAMPLES = ["plain", "café", "naïve résumé", "日本語", "a\u20acb"]
BLOBS = [b"ok", b"\xff\xfe", b"abc\xe9def", b"\xe2\x82", b"\xe2\x28\xa1", b"\xf0\x9f\x98"]


def main():
    for text in SAMPLES:
        for codec in ("ascii", "latin-1"):
            try:
                print(text.encode(codec))
            except UnicodeEncodeError as e:
                print(f"{codec}: {e.reason} [{e.start}:{e.end}] {e.object[e.start:e.end]!r} in {e.object!r} via {e.encoding}")
                print("  ", e)
                print("  ", e.args)
    for blob in BLOBS:
        for codec in ("utf-8", "ascii"):
            try:
                print(blob.decode(codec))
            except UnicodeDecodeError as e:
                print(f"{e.encoding}: {e.reason} at {e.start}-{e.end} of {e.object!r}: {e.object[e.start:e.end].hex()}")
                print("  ", str(e), isinstance(e, ValueError), isinstance(e, UnicodeError))
    try:
        "\u00e9t\u00e9 \u2603".encode("ascii")
    except UnicodeError as e:
        print(type(e).__name__, e.start, e.end, repr(e.object), e.args == ("ascii", e.object, 0, 1, e.reason))
    return "done"

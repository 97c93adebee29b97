"""Compress log lines at every level and window size, check the bytes round-trip and compare
sizes, then decode gzip and raw streams and report what zlib refuses."""
import zlib

LINES = [f"2024-05-{day:02d} INFO worker-{day % 3} processed {day * 17} jobs\n" for day in range(1, 29)]
TEXT = "".join(LINES).encode()


def sizes():
    for level in (-1, 0, 1, 5, 9):
        packed = zlib.compress(TEXT, level)
        assert zlib.decompress(packed) == TEXT
        print(level, len(packed), packed[:6].hex(), zlib.crc32(packed), zlib.adler32(packed))
    for wbits in (9, 12, 15, -9, -15, 25, 31):
        packed = zlib.compress(TEXT, wbits=wbits)
        back = zlib.decompress(packed, wbits=wbits if wbits < 25 else 47)
        print(wbits, len(packed), packed[:4].hex(), packed[-4:].hex(), back == TEXT)
    print(zlib.compress(b""), zlib.compress(b"a" * 50, 9), zlib.compress(bytearray(b"xyz"), level=1))
    print(zlib.decompress(zlib.compress(b"auto"), 0), zlib.decompress(zlib.compress(b"gz", wbits=31), 32 + 15))


def refusals():
    packed = zlib.compress(TEXT)
    cases = [
        lambda: zlib.decompress(b"not zlib at all"),
        lambda: zlib.decompress(packed[:-5]),
        lambda: zlib.decompress(packed[:40]),
        lambda: zlib.decompress(packed, -15),
        lambda: zlib.decompress(packed, 8),
        lambda: zlib.decompress(packed, 7),
        lambda: zlib.decompress(packed, bufsize=-1),
        lambda: zlib.compress(TEXT, 10),
        lambda: zlib.compress(TEXT, wbits=16),
        lambda: zlib.compress("text"),
        lambda: zlib.compress(TEXT, 2 ** 40),
        lambda: zlib.compress(TEXT, "9"),
        lambda: zlib.compress(data=TEXT),
        lambda: zlib.compress(TEXT, 1, 15, 0),
        lambda: zlib.compress(TEXT, 1, level=2),
        lambda: zlib.compress(TEXT, speed=2),
        lambda: zlib.decompress(),
    ]
    for case in cases:
        try:
            print("ok", case())
        except zlib.error as err:
            print("zlib.error", err, err.args)
        except (TypeError, ValueError, OverflowError) as err:
            print(type(err).__name__, err)
    print(issubclass(zlib.error, Exception), zlib.error.__name__, repr(zlib.error("x")))
    print(zlib.decompress(packed + b"trailing bytes") == TEXT)


def main():
    sizes()
    refusals()
    print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.DEF_MEM_LEVEL, zlib.DEF_BUF_SIZE, zlib.Z_BEST_COMPRESSION,
          zlib.Z_SYNC_FLUSH, zlib.Z_FINISH, zlib.Z_FILTERED, zlib.Z_RLE)


if __name__ == "__main__":
    main()

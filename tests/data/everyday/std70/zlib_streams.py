"""Stream records through compression and decompression objects: chunked input, sync and full
flushes, dictionaries, bounded output with an unconsumed tail, data after the end, copies."""
import zlib

RECORDS = [f"id={n},name=user{n},score={n * 37 % 101}\n".encode() for n in range(40)]


def stream_out(level, strategy):
    c = zlib.compressobj(level, zlib.DEFLATED, 15, 8, strategy)
    parts = []
    for k, record in enumerate(RECORDS):
        parts.append(c.compress(record))
        if k % 10 == 9:
            parts.append(c.flush(zlib.Z_SYNC_FLUSH if k < 30 else zlib.Z_FULL_FLUSH))
    parts.append(c.flush())
    return parts


def stream_in(blob, chunk, max_length):
    d = zlib.decompressobj()
    out = []
    pending = b""
    for start in range(0, len(blob), chunk):
        pending += blob[start:start + chunk]
        piece = d.decompress(pending, max_length)
        pending = d.unconsumed_tail
        out.append(piece)
    rounds = 0
    while d.unconsumed_tail and not d.eof and rounds < 50:
        out.append(d.decompress(d.unconsumed_tail, max_length))
        rounds += 1
    out.append(d.flush())
    return b"".join(out), d.eof, d.unused_data


def main():
    for level, strategy in ((6, zlib.Z_DEFAULT_STRATEGY), (1, zlib.Z_FILTERED), (9, zlib.Z_HUFFMAN_ONLY),
                            (3, zlib.Z_RLE), (6, zlib.Z_FIXED)):
        parts = stream_out(level, strategy)
        blob = b"".join(parts)
        print(level, strategy, [len(p) for p in parts][:8], len(blob), zlib.crc32(blob))
        print(blob == zlib.compress(b"".join(RECORDS), level) if strategy == 0 and level == 6 else "-",
              stream_in(blob, 50, 0)[0] == b"".join(RECORDS), stream_in(blob + b"extra", 33, 64)[1:])

    words = b"id=,name=user,score="
    c = zlib.compressobj(zdict=words)
    packed = c.compress(b"".join(RECORDS[:5])) + c.flush()
    print(packed.hex())
    d = zlib.decompressobj(zdict=words)
    print(d.decompress(packed) == b"".join(RECORDS[:5]), d.eof)
    for bad in (lambda: zlib.decompress(packed), lambda: zlib.decompressobj(zdict=b"other").decompress(packed)):
        try:
            bad()
        except zlib.error as err:
            print("zlib.error", err)

    c = zlib.compressobj(wbits=-15)
    head = c.compress(b"shared prefix ")
    twin = c.copy()
    a = head + c.compress(b"left") + c.flush()
    b = head + twin.compress(b"right") + twin.flush()
    print(zlib.decompress(a, -15), zlib.decompress(b, -15))
    for bad in (c.flush, lambda: c.compress(b"more"), c.copy, lambda: c.flush(99)):
        try:
            print(bad())
        except (zlib.error, ValueError) as err:
            print(type(err).__name__, err)

    d = zlib.decompressobj()
    print(d.decompress(b"x\x9c"), d.eof, d.unconsumed_tail, d.unused_data)
    try:
        d.decompress(b"garbage!")
    except zlib.error as err:
        print("zlib.error", err)
    try:
        d.decompress(zlib.compress(b"late")[2:])
    except zlib.error as err:
        print("zlib.error", err)
    d = zlib.decompressobj()
    whole = zlib.compress(b"abc" * 30)
    print(d.decompress(whole, 7), len(d.unconsumed_tail), d.flush(), d.eof, d.unconsumed_tail)
    try:
        d.decompress(b"after the flush")
    except zlib.error as err:
        print("zlib.error", err, d.unused_data)
    d = zlib.decompressobj()
    print(d.decompress(whole + b"after"), d.decompress(b" the end"), d.unused_data, d.eof, d.flush(), d.eof)
    try:
        d.copy()
    except ValueError as err:
        print("ValueError", err)
    for bad in (lambda: d.decompress(b"", -1), lambda: d.flush(0), lambda: zlib.decompressobj(zdict="s"),
                lambda: zlib.compressobj(memLevel=10), lambda: zlib.compressobj(zdict="s"),
                lambda: zlib.compressobj(1, level=2), lambda: zlib.decompressobj(bufsize=1),
                lambda: zlib.compressobj().flush(mode=2), lambda: zlib.compressobj().copy(1),
                lambda: zlib.decompressobj().decompress(b"", 2 ** 70), lambda: zlib.decompressobj().flush(2 ** 70),
                lambda: zlib.decompress(b"", bufsize=2 ** 70)):
        try:
            print(bad())
        except (zlib.error, ValueError, TypeError, OverflowError) as err:
            print(type(err).__name__, err)


if __name__ == "__main__":
    main()

"""Checksum the compressed bytes of many payloads at every level, strategy and window size, so
any byte that differs from CPython's zlib output shows in the digest lines."""
import zlib


def payloads():
    text = " ".join(f"word{n % 17} value={n * 7919 % 1000}" for n in range(300)).encode()
    noise = bytes((n * 2654435761 >> 7) & 0xFF for n in range(2000))
    runs = b"".join(bytes([n % 5]) * (n % 23 + 1) for n in range(200))
    return [b"", b"a", b"abc" * 500, text, noise, runs, text[:777] + noise[:333] + runs[:444]]


def main():
    for k, data in enumerate(payloads()):
        digests = []
        for level in range(-1, 10):
            digests.append(zlib.crc32(zlib.compress(data, level)))
        print(k, len(data), zlib.adler32(bytes(d & 0xFF for d in digests)), digests[:3])
        for strategy in range(5):
            for wbits in (9, 11, 15, -10, -15, 26, 31):
                c = zlib.compressobj(5, zlib.DEFLATED, wbits, 1 + strategy * 2, strategy)
                half = len(data) // 2
                out = c.compress(data[:half]) + c.flush(zlib.Z_FULL_FLUSH) + c.compress(data[half:]) + c.flush()
                back = zlib.decompress(out, wbits)
                digests.append(zlib.crc32(out) ^ (0 if back == data else 1))
        print(k, sum(digests) % 1000003, len(digests))


if __name__ == "__main__":
    main()

"""CRC-CCITT (`binascii.crc_hqx`) beside CRC-32 and Adler-32, and the checksums' argument
errors in CPython's words."""
import binascii
import zlib
from binascii import crc_hqx


def crc16_by_hand(data, crc=0xFFFF):
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def main():
    for data in (b"", b"a", b"123456789", bytearray(b"frame\x00\xff"), bytes(range(40))):
        print(bytes(data)[:12], hex(crc_hqx(data, 0)), hex(crc_hqx(data, 0xFFFF)), crc_hqx(data, 0xFFFF) == crc16_by_hand(data))
    print(crc_hqx(b"", 0x12345), crc_hqx(b"a", -1), crc_hqx(b"a", 2**70), crc_hqx(b"a", True))
    running = 0xFFFF
    for chunk in (b"1234", b"56789"):
        running = binascii.crc_hqx(chunk, running)
    print("chained", hex(running))
    print(binascii.crc32(b"abc", -1), zlib.crc32(b"abc", 2**40), zlib.adler32(b"abc", False))
    calls = [
        lambda: crc_hqx(b"a"),
        lambda: crc_hqx(b"a", 0, 1),
        lambda: crc_hqx("a", 0),
        lambda: crc_hqx(b"a", 1.5),
        lambda: crc_hqx(data=b"a", value=0),
        lambda: binascii.crc32(),
        lambda: binascii.crc32(b"a", 0, 1),
        lambda: binascii.crc32(b"a", crc=1),
        lambda: binascii.crc32(b"a", "0"),
        lambda: zlib.crc32(b"a", value=1),
        lambda: zlib.adler32(b"a", 1, 2),
        lambda: zlib.adler32(),
        lambda: zlib.adler32(b"a", None),
        lambda: zlib.crc32([1, 2]),
    ]
    for call in calls:
        try:
            print(call())
        except TypeError as err:
            print("TypeError:", err)


if __name__ == "__main__":
    main()

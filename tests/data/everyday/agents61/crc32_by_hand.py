"""Compute CRC-32, CRC-16/CCITT and Adler-32 by hand and check them against zlib/binascii."""
import binascii
import zlib


def make_table(poly: int) -> list[int]:
    table = []
    for byte in range(256):
        crc = byte
        for _ in range(8):
            crc = (crc >> 1) ^ poly if crc & 1 else crc >> 1
        table.append(crc)
    return table


CRC32_TABLE = make_table(0xEDB88320)


def crc32(data: bytes, crc: int = 0) -> int:
    crc ^= 0xFFFFFFFF
    for b in data:
        crc = CRC32_TABLE[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def crc16_ccitt(data: bytes, crc: int = 0xFFFF) -> int:
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def adler32(data: bytes) -> int:
    a, b = 1, 0
    for byte in data:
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def main():
    samples = [b"", b"a", b"123456789", b"The quick brown fox jumps over the lazy dog", bytes(range(256))]
    for data in samples:
        mine = crc32(data)
        ref = zlib.crc32(data)
        label = data[:20].decode("latin-1") if data.isascii() else f"<{len(data)} bytes>"
        print(f"{label!r:<24} crc32 {mine:08x} {'ok' if mine == ref else 'MISMATCH'}"
              f"  adler {adler32(data):08x} {'ok' if adler32(data) == zlib.adler32(data) else 'MISMATCH'}"
              f"  crc16 {crc16_ccitt(data):04X}")
    print("crc_hqx agrees:", crc16_ccitt(b"123456789") == binascii.crc_hqx(b"123456789", 0xFFFF))
    running = 0
    for chunk in (b"The quick ", b"brown fox ", b"jumps over the lazy dog"):
        running = crc32(chunk, running)
    print("incremental:", hex(running), running == zlib.crc32(b"The quick brown fox jumps over the lazy dog"))
    frame = b"PAYLOAD-42"
    packet = frame + crc32(frame).to_bytes(4, "little")
    print("packet:", packet.hex(), binascii.hexlify(packet[-4:], "-").decode())
    corrupted = bytearray(packet)
    corrupted[3] ^= 0x04
    body, tail = bytes(corrupted[:-4]), int.from_bytes(corrupted[-4:], "little")
    print("corruption detected:", crc32(body) != tail, "residue", hex(crc32(packet)))
    print(hex(binascii.crc32(b"hello")), zlib.crc32(b"hello") == binascii.crc32(b"hello"))


if __name__ == "__main__":
    main()

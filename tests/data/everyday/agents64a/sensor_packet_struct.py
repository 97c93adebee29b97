"""Encode and decode binary sensor packets with struct, including a checksum and a bad packet."""
import struct
from collections import namedtuple

HEADER = struct.Struct("<4sBHI")        # magic, version, count, timestamp
READING = struct.Struct("<hfB")          # temp*100, humidity, flags
Reading = namedtuple("Reading", "temp humidity flags")


def checksum(payload):
    return sum(payload) & 0xFFFF


def encode(ts, readings):
    body = b"".join(READING.pack(round(r.temp * 100), r.humidity, r.flags) for r in readings)
    head = HEADER.pack(b"SNSR", 2, len(readings), ts)
    return head + body + struct.pack(">H", checksum(head + body))


def decode(packet):
    magic, version, count, ts = HEADER.unpack_from(packet, 0)
    if magic != b"SNSR":
        raise ValueError(f"bad magic {magic!r}")
    body_end = HEADER.size + count * READING.size
    (expected,) = struct.unpack(">H", packet[body_end:body_end + 2])
    if checksum(packet[:body_end]) != expected:
        raise ValueError("checksum mismatch")
    readings = [Reading(t / 100, round(h, 2), f) for t, h, f in READING.iter_unpack(packet[HEADER.size:body_end])]
    return version, ts, readings


def main():
    readings = [Reading(21.37, 45.5, 0), Reading(-3.5, 80.25, 1), Reading(30.0, 12.125, 3)]
    pkt = encode(1700000000, readings)
    print(len(pkt), HEADER.size, READING.size, pkt[:12].hex())
    print(decode(pkt))

    corrupted = bytearray(pkt)
    corrupted[12] ^= 0xFF
    for name, data in (("corrupted", bytes(corrupted)), ("wrong magic", b"XXXX" + pkt[4:])):
        try:
            decode(data)
        except ValueError as err:
            print(name, "->", err)

    print(struct.calcsize("i"), struct.calcsize("<i"), struct.calcsize("@bi"), struct.calcsize("=bi"))
    print(struct.pack(">I", 1), struct.pack("<I", 1), struct.pack("!hH", -2, 65535))
    print(struct.unpack("<Q", b"\x01" + b"\x00" * 7), struct.unpack(">d", struct.pack(">d", 0.1)))
    print(struct.pack("3s", b"abcdef"), struct.pack("5s", b"ab"), struct.pack("?x?", True, False))
    print(struct.unpack("<2H", b"\x01\x00\x02\x00"), struct.pack("<e", 1.5), struct.unpack("<f", struct.pack("<f", 0.1)))
    buf = bytearray(8)
    struct.pack_into("<HH", buf, 2, 7, 9)
    print(buf)
    for fmt, args in (("<B", (256,)), ("<h", (40000,)), ("<I", (-1,)), ("<H", ("x",)), ("<HH", (1,))):
        try:
            struct.pack(fmt, *args)
        except struct.error as err:
            print("struct.error:", err)
    try:
        struct.unpack("<I", b"\x00\x01")
    except struct.error as err:
        print("struct.error:", err)


if __name__ == "__main__":
    main()

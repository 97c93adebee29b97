"""Decode a batch of binary sensor packets (big-endian header, little-endian readings), check
their CRC, and re-encode a summary record."""
import binascii
import struct
import zlib

HEADER = struct.Struct(">HBBI")
READING = struct.Struct("<hHe")


def make_packet(sensor, seq, readings):
    body = b"".join(READING.pack(t, h, v) for t, h, v in readings)
    head = HEADER.pack(0xCAFE, sensor, len(readings), seq)
    crc = zlib.crc32(head + body)
    return head + body + struct.pack(">I", crc)


def decode(packet):
    magic, sensor, count, seq = HEADER.unpack_from(packet)
    if magic != 0xCAFE:
        raise ValueError(f"bad magic {magic:#06x}")
    end = HEADER.size + count * READING.size
    (crc,) = struct.unpack(">I", packet[end:end + 4])
    ok = crc == zlib.crc32(packet[:end])
    readings = list(READING.iter_unpack(packet[HEADER.size:end]))
    return sensor, seq, ok, readings


def main():
    packets = [
        make_packet(3, 1001, [(-125, 450, 1.5), (-100, 455, 0.333)]),
        make_packet(7, 1002, [(2150, 300, 65504.0)]),
        make_packet(3, 1003, []),
    ]
    broken = packets[1][:-1] + bytes([packets[1][-1] ^ 1])
    packets.append(broken)
    for raw in packets:
        sensor, seq, ok, readings = decode(raw)
        temps = [t / 10 for t, _, _ in readings]
        print(f"sensor={sensor} seq={seq} crc_ok={ok} temps={temps} volts={[v for _, _, v in readings]}")
        print("  hex:", binascii.hexlify(raw[:8], " ").decode(), len(raw), "bytes")
    summary = struct.pack("<3sxqd?", b"SUM", 2**40 + 5, 21.75, True)
    print(summary, struct.calcsize("<3sxqd?"), struct.calcsize("3sxqd?"), struct.unpack("<3sxqd?", summary))
    print(binascii.b2a_base64(summary), zlib.adler32(summary), binascii.crc32(summary) == zlib.crc32(summary))
    for bad in (lambda: struct.pack(">H", 70000), lambda: struct.pack("<h", -40000), lambda: decode(b"\x00\x01" + packets[0][2:])):
        try:
            bad()
        except (struct.error, ValueError) as err:
            print(type(err).__name__, err)
    return len(packets)

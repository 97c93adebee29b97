"""Decode base64 telemetry frames from field sensors and verify their checksums."""
import base64
import hashlib
import struct
import zlib

HEADER = struct.Struct("<4sBBH")      # magic, version, count, sequence
READING = struct.Struct("<HhI")       # sensor id, temperature (centi-degrees), counter


def build_frame(seq: int, readings: list[tuple[int, float, int]]) -> str:
    body = b"".join(READING.pack(sid, round(t * 100), c) for sid, t, c in readings)
    head = HEADER.pack(b"TLM1", 1, len(readings), seq)
    crc = struct.pack(">I", zlib.crc32(head + body))
    return base64.b64encode(head + body + crc).decode("ascii")


FRAMES = [
    build_frame(1, [(101, 21.37, 5500), (102, -3.5, 120)]),
    build_frame(2, [(101, 21.9, 5512)]),
    build_frame(3, [(103, 48.25, 7), (101, 22.0, 5530), (102, -4.75, 133)]),
]
# simulate a corrupted frame by flipping one byte
_bad = bytearray(base64.b64decode(FRAMES[1]))
_bad[9] ^= 0x40
FRAMES.append(base64.b64encode(bytes(_bad)).decode())


def decode(frame_b64: str):
    raw = base64.b64decode(frame_b64, validate=True)
    payload, crc_bytes = raw[:-4], raw[-4:]
    (crc,) = struct.unpack(">I", crc_bytes)
    if zlib.crc32(payload) != crc:
        raise ValueError(f"crc mismatch: got {zlib.crc32(payload):08x}, expected {crc:08x}")
    magic, version, count, seq = HEADER.unpack_from(payload, 0)
    readings = [READING.unpack_from(payload, HEADER.size + i * READING.size) for i in range(count)]
    return magic.decode(), version, seq, [(sid, t / 100, c) for sid, t, c in readings]


def main():
    print("header size", HEADER.size, "reading size", READING.size, "format", READING.format)
    latest = {}
    for frame in FRAMES:
        digest = hashlib.sha256(frame.encode()).hexdigest()[:12]
        try:
            magic, version, seq, readings = decode(frame)
        except ValueError as exc:
            print(f"[{digest}] rejected: {exc}")
            continue
        print(f"[{digest}] {magic} v{version} seq={seq} n={len(readings)} b64len={len(frame)}")
        for sid, temp, counter in readings:
            latest[sid] = (temp, counter)
            print(f"    sensor {sid}: {temp:+7.2f} C  counter {counter:>6}")
    for sid in sorted(latest):
        print(sid, latest[sid])
    print(base64.urlsafe_b64encode(b"\xfb\xff\xfe").decode(), base64.b16encode(b"TLM1").decode(), base64.b32encode(b"ab").decode())
    print(hashlib.md5(b"TLM1").hexdigest(), hashlib.sha1(b"").hexdigest()[:10])
    print(struct.calcsize(">IHb"), struct.pack(">h", -2), struct.unpack("<f", struct.pack("<f", 1.5)))
    h = hashlib.sha256()
    for frame in FRAMES[:3]:
        h.update(frame.encode())
    print("batch digest", h.hexdigest()[:16], h.digest_size, h.name)
    return len(latest)


if __name__ == "__main__":
    main()

"""Build length-prefixed telemetry frames in a bytearray, then parse and verify them."""
import struct

MAGIC = b"\xaa\x55"


def checksum(data) -> int:
    total = 0
    for byte in data:
        total = (total + byte) & 0xFF
    return (~total) & 0xFF


def build_frame(seq: int, readings: list) -> bytearray:
    frame = bytearray(MAGIC)
    frame.append(seq & 0xFF)
    frame.append(0)  # length, patched below
    for sensor_id, value in readings:
        frame += struct.pack(">Bh", sensor_id, value)
    frame[3] = len(frame) - 4
    frame.append(checksum(frame[2:]))
    return frame


def parse_frames(stream: bytes):
    pos = 0
    while pos < len(stream):
        if stream[pos:pos + 2] != MAGIC:
            raise ValueError(f"bad magic at offset {pos}")
        seq, length = stream[pos + 2], stream[pos + 3]
        body = stream[pos + 4:pos + 4 + length]
        stored = stream[pos + 4 + length]
        ok = checksum(stream[pos + 2:pos + 4 + length]) == stored
        readings = [struct.unpack(">Bh", body[i:i + 3]) for i in range(0, len(body), 3)]
        yield seq, readings, ok
        pos += 5 + length


def main():
    stream = bytearray()
    batches = [[(1, 215), (2, -40)], [(1, 217)], [(3, 1024), (4, -1), (5, 0)]]
    for seq, batch in enumerate(batches, start=7):
        frame = build_frame(seq, batch)
        print(f"frame {seq}: {len(frame)} bytes {frame.hex(' ')}")
        stream.extend(frame)
    print("stream:", len(stream), "bytes, type", type(stream).__name__)
    stream[17] ^= 0xFF  # corrupt one reading of the second frame
    for seq, readings, ok in parse_frames(bytes(stream)):
        status = "ok" if ok else "CHECKSUM MISMATCH"
        print(f"  seq={seq} readings={readings} {status}")
    try:
        list(parse_frames(b"\x00" + bytes(stream)))
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()

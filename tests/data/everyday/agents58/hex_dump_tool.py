"""Produce an xxd-style hex dump of a binary record and parse its header fields."""
import struct
import zlib


def hexdump(data: bytes, width: int = 16) -> str:
    lines = []
    for offset in range(0, len(data), width):
        chunk = data[offset:offset + width]
        hex_part = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{offset:08x}: {hex_part:<{width * 3 - 1}}  {text}")
    return "\n".join(lines)


def build_record(name: str, version: tuple, payload: bytes) -> bytes:
    encoded = name.encode("utf-8")
    header = struct.pack(">4sBBH", b"RCRD", version[0], version[1], len(encoded))
    body = encoded + struct.pack(">I", len(payload)) + payload
    checksum = zlib.crc32(header + body)
    return header + body + struct.pack(">I", checksum)


def parse_record(blob: bytes) -> dict:
    magic, major, minor, name_len = struct.unpack_from(">4sBBH", blob, 0)
    if magic != b"RCRD":
        raise ValueError(f"bad magic {magic!r}")
    pos = struct.calcsize(">4sBBH")
    name = blob[pos:pos + name_len].decode("utf-8")
    pos += name_len
    (size,) = struct.unpack_from(">I", blob, pos)
    pos += 4
    payload = blob[pos:pos + size]
    pos += size
    (stored,) = struct.unpack_from(">I", blob, pos)
    actual = zlib.crc32(blob[:pos])
    return {"version": f"{major}.{minor}", "name": name, "payload": payload,
            "crc_ok": stored == actual}


def main():
    record = build_record("sensor-α", (2, 7), bytes(range(0x41, 0x41 + 20)) + b"\x00\xff\n")
    print(hexdump(record))
    print(f"{len(record)} bytes")
    info = parse_record(record)
    for key, value in info.items():
        print(f"  {key:<8} {value!r}")
    corrupted = bytearray(record)
    corrupted[20] ^= 0x01
    print("after flip:", parse_record(bytes(corrupted))["crc_ok"])
    try:
        parse_record(b"JUNK" + record[4:])
    except ValueError as exc:
        print("error:", exc)
    print(record[:4].hex(), bytes.fromhex("48 69").decode())


if __name__ == "__main__":
    main()

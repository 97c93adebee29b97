"""Build type-length-value messages with back-patched lengths and walk them into a dict."""
import struct

TAGS = {1: "device", 2: "firmware", 3: "uptime", 4: "flags", 9: "nested"}


class TlvWriter:
    def __init__(self):
        self.buf = bytearray()
        self.open = []

    def field(self, tag: int, value) -> "TlvWriter":
        if isinstance(value, int):
            value = struct.pack(">I", value)
        elif isinstance(value, str):
            value = value.encode()
        self.buf += struct.pack(">BH", tag, len(value)) + value
        return self

    def begin(self, tag: int) -> "TlvWriter":
        self.buf.append(tag)
        self.open.append(len(self.buf))
        self.buf.extend(b"\x00\x00")
        return self

    def end(self) -> "TlvWriter":
        at = self.open.pop()
        length = len(self.buf) - at - 2
        self.buf[at:at + 2] = length.to_bytes(2, "big")
        return self


def walk(data, depth=0):
    pos, out = 0, {}
    while pos < len(data):
        tag, length = struct.unpack(">BH", data[pos:pos + 3])
        value = data[pos + 3:pos + 3 + length]
        if len(value) != length:
            raise ValueError(f"tag {tag} claims {length} bytes, {len(value)} left")
        name = TAGS.get(tag, f"tag{tag}")
        if tag == 9:
            out[name] = walk(value, depth + 1)
        elif tag in (3, 4):
            out[name] = int.from_bytes(value, "big")
        else:
            out[name] = value.decode()
        pos += 3 + length
    return out


def main():
    w = TlvWriter()
    w.field(1, "sensor-7").field(2, "2.4.1").begin(9).field(3, 86400).field(4, 0b1011).end().field(7, "tail")
    msg = w.buf
    print(len(msg), "bytes:", msg.hex())
    decoded = walk(bytes(msg))
    print(decoded)
    msg[3:11] = b"SENSOR-8"
    print(walk(msg)["device"], isinstance(msg, bytearray), msg[:3])
    try:
        walk(msg[:-2])
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()

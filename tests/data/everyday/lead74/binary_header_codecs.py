import struct
import base64
import hashlib
import zlib


def main():
    header = struct.pack(">4sHHI", b"CLZ3", 1, 2, 0xDEADBEEF)
    print(header.hex(), len(header))
    magic, major, minor, crc = struct.unpack(">4sHHI", header)
    print(magic.decode(), major, minor, hex(crc))
    payload = "héllo wörld".encode("utf-8")
    print(payload, len(payload), payload.decode("utf-8").upper())
    b64 = base64.b64encode(payload).decode("ascii")
    print(b64, base64.b64decode(b64) == payload, base64.urlsafe_b64encode(b"\xfb\xff").decode())
    print(hashlib.sha256(payload).hexdigest()[:16], hashlib.md5(b"abc").hexdigest())
    print(zlib.crc32(payload), (1024).to_bytes(4, "little"), int.from_bytes(b"\x01\x00", "big"))
    ba = bytearray(b"abc")
    ba.append(100)
    ba[0] = 65
    print(ba, bytes(ba).rjust(6, b"."), list(b"hi"))
    print(" ".join(f"{b:08b}" for b in b"AZ"))

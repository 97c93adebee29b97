"""Inspect configuration blobs pasted as hex by users: validate them, show their fields and
checksums, and report the ones that do not decode."""
import binascii
import struct
import zlib

PASTED = [
    "0100 2a00 0000 4869 2100",
    "01002A000000486921",
    "0200ff7f0000",
    "01002a0000004869",
    "zz00",
    "123",
]


def parse(text):
    raw = binascii.unhexlify(text.replace(" ", ""))
    version, value = struct.unpack_from("<HI", raw)
    tail = raw[struct.calcsize("<HI"):]
    return version, value, tail


def main():
    good = 0
    for text in PASTED:
        try:
            version, value, tail = parse(text)
        except binascii.Error as err:
            print(f"{text!r:<28} not hex: {err}")
            continue
        except struct.error as err:
            print(f"{text!r:<28} too short: {err}")
            continue
        good += 1
        digest = zlib.crc32(tail)
        print(f"{text!r:<28} v{version} value={value:>6} tail={tail!r} crc={digest:08x} b64={binascii.b2a_base64(tail, newline=False)}")
    print(binascii.hexlify(b"\x00\xffAB", "-"), binascii.a2b_base64("SGkh"), zlib.crc32(b"Hi!", 0) == binascii.crc32(b"Hi!"))
    return good

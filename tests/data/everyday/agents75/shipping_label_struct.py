import base64
import hashlib
import struct
import zlib
from dataclasses import dataclass

# header: magic(4s) version(B) flags(B) count(H); record: id(I) weight_g(I) zone(B) service(c) postcode(8s)
HEADER = struct.Struct(">4sBBH")
RECORD = struct.Struct(">IIBc8s")

FLAG_FRAGILE = 0x01
FLAG_SIGNATURE = 0x02


@dataclass
class Parcel:
    ident: int
    weight_g: int
    zone: int
    service: str
    postcode: str

    def pack(self) -> bytes:
        return RECORD.pack(self.ident, self.weight_g, self.zone, self.service.encode(), self.postcode.encode())

    @classmethod
    def unpack(cls, raw: bytes) -> "Parcel":
        ident, weight, zone, service, postcode = RECORD.unpack(raw)
        return cls(ident, weight, zone, service.decode(), postcode.rstrip(b"\0").decode())


def encode_batch(parcels, flags):
    body = b"".join(p.pack() for p in parcels)
    blob = HEADER.pack(b"SHIP", 2, flags, len(parcels)) + body
    crc = zlib.crc32(blob)
    return base64.b64encode(blob + struct.pack(">I", crc)).decode()


def decode_batch(text):
    blob = base64.b64decode(text)
    payload, (crc,) = blob[:-4], struct.unpack(">I", blob[-4:])
    if zlib.crc32(payload) != crc:
        raise ValueError(f"checksum mismatch: {zlib.crc32(payload):08x} != {crc:08x}")
    magic, version, flags, count = HEADER.unpack_from(payload)
    parcels = [Parcel.unpack(payload[HEADER.size + i * RECORD.size:HEADER.size + (i + 1) * RECORD.size])
               for i in range(count)]
    return magic, version, flags, parcels


def main():
    parcels = [
        Parcel(1001, 1250, 1, "E", "SW1A1AA"),
        Parcel(1002, 20500, 3, "S", "EH11BB"),
        Parcel(1003, 480, 2, "E", "M11AE"),
    ]
    encoded = encode_batch(parcels, FLAG_FRAGILE | FLAG_SIGNATURE)
    print(f"sizes: header={HEADER.size} record={RECORD.size} b64 chars={len(encoded)}")
    print(encoded[:48] + "...")
    magic, version, flags, decoded = decode_batch(encoded)
    print(magic, version, f"flags={flags:#04x}", "fragile" if flags & FLAG_FRAGILE else "", decoded == parcels)
    for p in decoded:
        label_id = hashlib.sha1(p.pack()).hexdigest()[:10].upper()
        print(f"  #{p.ident} {p.weight_g / 1000:6.2f}kg zone {p.zone} {p.service} {p.postcode:<8} label {label_id}")
    tampered = bytearray(base64.b64decode(encoded))
    tampered[10] ^= 0xFF
    try:
        decode_batch(base64.b64encode(bytes(tampered)))
    except ValueError as exc:
        print("tampered:", exc)
    print(struct.calcsize("<hId"), struct.pack("<h", -2).hex(), base64.urlsafe_b64encode(b"\xfb\xff\xfe").decode())
    print(struct.unpack("<3H", bytes(range(6))), list(struct.iter_unpack(">H", b"\x00\x01\x00\x02")))


if __name__ == "__main__":
    main()

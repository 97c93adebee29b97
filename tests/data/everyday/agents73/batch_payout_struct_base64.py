"""Build a binary payout batch file (fixed-width struct records), sign it, and verify it round-trips."""
import base64
import hashlib
import hmac
import struct
import zlib
from decimal import Decimal

HEADER = struct.Struct(">4sHI")  # magic, version, record count
RECORD = struct.Struct(">I12sqB3s")  # payee id, iban prefix, amount cents, flags, currency
SECRET = b"not-a-real-key"

PAYOUTS = [
    (1001, "NL91ABNA0417", Decimal("1250.00"), "EUR", 0),
    (1002, "DE89370400440", Decimal("89.99"), "EUR", 1),
    (1003, "GB29NWBK6016", Decimal("-15.00"), "GBP", 0),
    (1004, "FR1420041010", Decimal("0.01"), "EUR", 2),
]
FLAG_NAMES = {0: "standard", 1: "express", 2: "test"}


def encode(payouts) -> bytes:
    body = bytearray(HEADER.pack(b"PAY1", 2, len(payouts)))
    for payee, iban, amount, currency, flags in payouts:
        cents = int(amount * 100)
        body += RECORD.pack(payee, iban.encode("ascii"), cents, flags, currency.encode())
    return bytes(body)


def sign(blob: bytes) -> str:
    mac = hmac.new(SECRET, blob, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(mac).rstrip(b"=").decode()


def decode(blob: bytes):
    magic, version, count = HEADER.unpack_from(blob, 0)
    if magic != b"PAY1":
        raise ValueError(f"bad magic {magic!r}")
    records = []
    for i in range(count):
        payee, iban, cents, flags, cur = RECORD.unpack_from(blob, HEADER.size + i * RECORD.size)
        records.append((payee, iban.rstrip(b"\0").decode(), Decimal(cents) / 100, cur.decode(), flags))
    return version, records


def main():
    blob = encode(PAYOUTS)
    print(f"header {HEADER.size}B + {len(PAYOUTS)} x {RECORD.size}B = {len(blob)}B")
    print("first record hex:", blob[HEADER.size:HEADER.size + RECORD.size].hex(" ", 4))
    sig = sign(blob)
    print("signature:", sig)
    print("sha256:", hashlib.sha256(blob).hexdigest()[:16], "md5:", hashlib.md5(blob).hexdigest())
    print("crc32:", f"{zlib.crc32(blob):08x}", "adler32:", zlib.adler32(blob))
    wire = base64.b64encode(blob).decode()
    print("base64 length:", len(wire), wire[:24] + "...")
    received = base64.b64decode(wire)
    print("signature valid:", hmac.compare_digest(sig, sign(received)))
    tampered = bytearray(received)
    tampered[HEADER.size + 16] ^= 0x01
    print("tampered valid:", hmac.compare_digest(sig, sign(bytes(tampered))))
    version, records = decode(received)
    print(f"version {version}")
    total = {}
    for payee, iban, amount, cur, flags in records:
        warn = " (negative!)" if amount < 0 else ""
        print(f"  {payee} {iban:<14} {amount:>9} {cur} {FLAG_NAMES[flags]}{warn}")
        total[cur] = total.get(cur, Decimal(0)) + amount
    print("totals:", {k: str(v) for k, v in sorted(total.items())})
    try:
        decode(b"XXXX" + received[4:])
    except ValueError as e:
        print("rejected:", e)
    print(struct.pack("<hH", -2, 65535), struct.calcsize("=iqd"), base64.b32encode(b"hi!"), base64.b16decode("4869"))
    return len(records)


if __name__ == "__main__":
    main()

"""Implement RFC 4648 base32 by hand and check it against the base64 module."""
import base64
import binascii

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def b32encode(data: bytes) -> str:
    bits = "".join(f"{byte:08b}" for byte in data)
    out = []
    for i in range(0, len(bits), 5):
        chunk = bits[i:i + 5].ljust(5, "0")
        out.append(ALPHABET[int(chunk, 2)])
    encoded = "".join(out)
    pad = (-len(encoded)) % 8
    return encoded + "=" * pad


def b32decode(text: str) -> bytes:
    text = text.upper().rstrip("=")
    bits = ""
    for ch in text:
        idx = ALPHABET.find(ch)
        if idx < 0:
            raise ValueError(f"invalid base32 character {ch!r}")
        bits += f"{idx:05b}"
    usable = len(bits) - len(bits) % 8
    return bytes(int(bits[i:i + 8], 2) for i in range(0, usable, 8))


SAMPLES = [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", "héllo wörld".encode(), bytes(range(250, 256))]


def main():
    mismatches = 0
    for sample in SAMPLES:
        mine = b32encode(sample)
        theirs = base64.b32encode(sample).decode("ascii")
        ok = mine == theirs and b32decode(mine) == sample
        mismatches += not ok
        print(f"{sample!r:<30} {mine:<24} {'ok' if ok else 'MISMATCH ' + theirs}")
    print("mismatches:", mismatches)
    secret = b32encode(b"12345678901234567890")
    print("otp secret:", secret, "grouped:", " ".join(secret[i:i + 4] for i in range(0, len(secret), 4)))
    print(base64.b64encode(b"foobar"), base64.urlsafe_b64encode(b"\xfb\xff"), base64.b16encode(b"\x01\xab"))
    print(base64.b32decode("MZXW6YQ=").decode(), b32decode("mzxw6yq="))
    for bad in ["MZXW1===", "MZ!W"]:
        try:
            b32decode(bad)
        except ValueError as exc:
            print("error:", exc)
    try:
        base64.b32decode("MZXW1===")
    except binascii.Error as exc:
        print("base64 module:", type(exc).__name__, exc)


if __name__ == "__main__":
    main()

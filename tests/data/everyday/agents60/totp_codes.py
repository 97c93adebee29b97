"""HOTP/TOTP one-time passwords (RFC 4226/6238) with hmac, verified against the RFC test vectors."""
import base64
import hashlib
import hmac
import struct

SECRET = b"12345678901234567890"


def hotp(key: bytes, counter: int, digits: int = 6, digest=hashlib.sha1) -> str:
    mac = hmac.new(key, struct.pack(">Q", counter), digest).digest()
    offset = mac[-1] & 0x0F
    (code,) = struct.unpack(">I", mac[offset:offset + 4])
    code &= 0x7FFFFFFF
    return str(code % 10 ** digits).zfill(digits)


def totp(key: bytes, unix_time: int, step: int = 30, digits: int = 8, digest=hashlib.sha1) -> str:
    return hotp(key, unix_time // step, digits, digest)


def verify(key: bytes, code: str, unix_time: int, window: int = 1) -> int | None:
    """Return the drift (in steps) at which the code matches, or None."""
    for drift in range(-window, window + 1):
        candidate = totp(key, unix_time + drift * 30, digits=len(code))
        if hmac.compare_digest(candidate, code):
            return drift
    return None


RFC4226 = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"]
RFC6238 = {59: "94287082", 1111111109: "07081804", 1111111111: "14050471", 1234567890: "89005924",
           2000000000: "69279037"}


def main():
    ok = all(hotp(SECRET, i) == expected for i, expected in enumerate(RFC4226))
    print("RFC 4226 vectors:", "pass" if ok else "FAIL")
    for t, expected in RFC6238.items():
        got = totp(SECRET, t)
        print(f"  t={t:<10} step={t // 30:<9} {got} {'ok' if got == expected else 'expected ' + expected}")
    key256 = SECRET + b"123456789012"
    print("sha256 at t=59:", totp(key256, 59, digest=hashlib.sha256))
    now = 1_700_000_000
    code = totp(SECRET, now - 30, digits=6)
    print("code from previous step:", code, "drift", verify(SECRET, code, now))
    print("stale code:", verify(SECRET, totp(SECRET, now - 120, digits=6), now))
    uri_secret = base64.b32encode(SECRET).decode().rstrip("=")
    print(f"otpauth://totp/Example:alice?secret={uri_secret}&issuer=Example")
    mac = hmac.new(b"key", b"The quick brown fox jumps over the lazy dog", hashlib.sha256)
    print(mac.hexdigest()[:32], mac.digest_size, struct.calcsize(">QI"), struct.pack("<HB", 513, 7))


if __name__ == "__main__":
    main()

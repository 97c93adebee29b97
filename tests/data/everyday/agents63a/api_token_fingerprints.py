"""Fingerprint API tokens and payloads: hashes, HMAC, base64 variants, CRC and compression."""
import base64
import binascii
import hashlib
import hmac
import zlib

TOKENS = ["sk_live_51Hx9f2kA", "sk_test_00000000", "pk_live_Zz-9_xQ"]
SECRET = b"rotating-secret-2025"
PAYLOAD = ('{"event":"invoice.paid","amount":4200,"currency":"gbp"}' * 3).encode()


def fingerprint(token):
    digest = hashlib.sha256(token.encode()).hexdigest()
    return f"{token[:8]}...{token[-2:]} sha256:{digest[:12]}"


def sign(body, secret=SECRET):
    return hmac.new(secret, body, hashlib.sha256).hexdigest()


def main():
    for t in TOKENS:
        print(fingerprint(t))
    print("md5:", hashlib.md5(b"hello").hexdigest())
    print("sha1:", hashlib.sha1(b"hello").hexdigest())
    print("sha512/8:", hashlib.sha512(b"hello").hexdigest()[:16])
    print("blake2b-16:", hashlib.blake2b(b"hello", digest_size=16).hexdigest())
    h = hashlib.sha256()
    for chunk in (b"hel", b"lo"):
        h.update(chunk)
    print("incremental == one-shot:", h.hexdigest() == hashlib.sha256(b"hello").hexdigest(), h.name, h.digest_size)
    sig = sign(PAYLOAD)
    print("hmac:", sig[:32])
    print("verify good/bad:", hmac.compare_digest(sig, sign(PAYLOAD)), hmac.compare_digest(sig, sign(PAYLOAD + b" ")))
    raw = bytes(range(250, 256)) + b"?>"
    print("b64:", base64.b64encode(raw), "urlsafe:", base64.urlsafe_b64encode(raw))
    print("b32:", base64.b32encode(b"token"), "b16:", base64.b16encode(b"ok"))
    print("decode:", base64.b64decode("aGVsbG8gd29ybGQ="), base64.urlsafe_b64decode(b"-_8="))
    print("no padding:", base64.urlsafe_b64encode(b"ab").rstrip(b"=").decode())
    print("hexlify:", binascii.hexlify(b"\x00\xffAB"), binascii.hexlify(b"\x01\x02\x03", "-"), binascii.unhexlify("cafe"))
    print("bytes.hex:", b"\xde\xad".hex(), bytes.fromhex("de ad be ef"))
    print(f"crc32 binascii {binascii.crc32(PAYLOAD):08x} zlib {zlib.crc32(PAYLOAD):08x} adler {zlib.adler32(PAYLOAD):08x}")
    running = 0
    for i in range(0, len(PAYLOAD), 50):
        running = zlib.crc32(PAYLOAD[i:i + 50], running)
    print("chunked crc matches:", running == zlib.crc32(PAYLOAD))
    packed = zlib.compress(PAYLOAD, 9)
    print(f"compressed {len(PAYLOAD)} -> {len(packed)} bytes, ratio {len(packed) / len(PAYLOAD):.1%}")
    print("round trip:", zlib.decompress(packed) == PAYLOAD)
    try:
        base64.b64decode("abc")
    except binascii.Error as exc:
        print("binascii.Error:", exc)
    return sig[:8]


if __name__ == "__main__":
    main()

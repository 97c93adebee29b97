"""Sign and verify webhook payloads with HMAC as a payment provider does, then exercise the
rest of `hmac`: named and constructor digests, long keys, copies, and CPython's errors."""
import hashlib
import hmac
import json

SECRET = b"whsec_3f9a1c"


def sign(payload: dict, timestamp: int, secret: bytes = SECRET) -> str:
    body = json.dumps(payload, sort_keys=True, separators=(",", ":"))
    message = f"{timestamp}.{body}".encode()
    return hmac.new(secret, message, hashlib.sha256).hexdigest()


def verify(payload: dict, timestamp: int, header: str, now: int, tolerance: int = 300) -> str:
    if abs(now - timestamp) > tolerance:
        return "stale"
    expected = sign(payload, timestamp)
    return "ok" if hmac.compare_digest(expected, header) else "bad signature"


def main():
    event = {"id": "evt_1", "type": "invoice.paid", "amount": 4200}
    ts = 1_700_000_000
    header = sign(event, ts)
    print("signature:", header)
    print(verify(event, ts, header, ts + 10))
    print(verify({**event, "amount": 1}, ts, header, ts + 10))
    print(verify(event, ts, header, ts + 999))

    for digestmod in ["md5", "sha1", "SHA256", "sha-512", hashlib.sha224, hashlib.sha384]:
        h = hmac.new(b"key", b"The quick brown fox", digestmod)
        print(f"{h.name:<12} {h.digest_size:>2} {h.block_size:>3} {h.hexdigest()[:24]}")

    long_key = bytes(range(200))
    print(hmac.new(long_key, b"msg", "sha256").hexdigest()[:16], hmac.digest(b"", b"", "sha1").hex())
    h = hmac.new(bytearray(b"k"), digestmod="sha256")
    h.update(b"part one, ")
    snapshot = h.copy()
    h.update(b"part two")
    snapshot.update(b"other")
    print(h.hexdigest()[:16], snapshot.hexdigest()[:16], h.digest() == hmac.digest(b"k", b"part one, part two", "sha256"))

    for a, b in [("abc", "abc"), ("abc", "abd"), (b"x", bytearray(b"x")), ("é", "é"), ("a", b"a"), (b"a", 1), (1, 2)]:
        try:
            print(repr(a), repr(b), hmac.compare_digest(a, b))
        except TypeError as exc:
            print(repr(a), repr(b), "TypeError:", exc)
    for args in [("key", b"m", "sha1"), (b"key", b"m", ""), (b"key", "text", "sha1"), (b"key", b"m", "whirlpool")]:
        try:
            hmac.new(*args)
        except (TypeError, ValueError) as exc:
            print(type(exc).__name__ + ":", exc)
    try:
        hmac.new(b"key", b"m")
    except TypeError as exc:
        print("no digestmod:", exc)


if __name__ == "__main__":
    main()

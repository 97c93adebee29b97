"""Inspect JWT-like session tokens: base64url segments, padding, tampering and signatures."""
import base64
import binascii
import hashlib
import hmac
import json

SECRET = b"s3cr3t-key"


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64url(text):
    pad = "=" * (-len(text) % 4)
    return base64.urlsafe_b64decode(text + pad)


def sign(header, claims):
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    c = b64url(json.dumps(claims, separators=(",", ":")).encode())
    sig = hmac.new(SECRET, f"{h}.{c}".encode(), hashlib.sha256).digest()
    return f"{h}.{c}.{b64url(sig)}"


def inspect(token):
    parts = token.split(".")
    if len(parts) != 3:
        return f"malformed: {len(parts)} segments"
    try:
        header = json.loads(unb64url(parts[0]))
        claims = json.loads(unb64url(parts[1]))
    except (binascii.Error, ValueError) as err:
        return f"undecodable: {type(err).__name__}"
    expected = hmac.new(SECRET, f"{parts[0]}.{parts[1]}".encode(), hashlib.sha256).digest()
    ok = hmac.compare_digest(expected, unb64url(parts[2]))
    return f"alg={header.get('alg')} sub={claims.get('sub')} exp={claims.get('exp')} valid={ok}"


def main():
    token = sign({"alg": "HS256", "typ": "JWT"}, {"sub": "user-42", "exp": 1893456000, "roles": ["admin"]})
    print(token)
    print(inspect(token))
    h, c, s = token.split(".")
    forged_claims = b64url(json.dumps({"sub": "user-1", "exp": 1893456000}).encode())
    for t in (f"{h}.{forged_claims}.{s}", "abc.def", "!!!.e30.sig", f"{h}.{c}.{s[:-2]}AA"):
        print(inspect(t))

    raw = bytes(range(250, 256)) + b"?>"
    print(base64.b64encode(raw), base64.urlsafe_b64encode(raw), base64.standard_b64decode("+/8="))
    print(base64.b32encode(b"hello"), base64.b32decode("NBSWY3DP"), base64.b16encode(b"\x01\xab"), base64.b16decode("01AB"))
    print(base64.b85encode(b"hello"), base64.a85encode(b"hello"), base64.b64decode(b"aGk=\n"))
    print(base64.encodebytes(b"x" * 60))
    for bad in ("abc", "a===", "@@@@"):
        try:
            print(bad, base64.b64decode(bad, validate=True))
        except binascii.Error as err:
            print("binascii.Error:", err)
    print(base64.b64decode("YWJj$$"), hmac.new(b"k", b"m", "sha1").hexdigest())


if __name__ == "__main__":
    main()

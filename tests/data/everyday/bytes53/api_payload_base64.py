import base64
import json


def encode_payload(obj):
    raw = json.dumps(obj, separators=(",", ":")).encode("utf-8")
    return base64.b64encode(raw).decode("ascii")


def decode_payload(text):
    return json.loads(base64.b64decode(text).decode("utf-8"))


def basic_auth(user, password):
    token = base64.b64encode(f"{user}:{password}".encode()).decode()
    return "Basic " + token


def main():
    payload = {"user": "kim", "scopes": ["read", "write"], "note": "café ✓"}
    token = encode_payload(payload)
    print(token)
    print(decode_payload(token) == payload, decode_payload(token)["note"])
    print(basic_auth("aladdin", "opensesame"))
    for raw in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", b"\xfb\xff\xfe"]:
        std = base64.b64encode(raw)
        url = base64.urlsafe_b64encode(raw)
        print(raw, std, url, base64.b64decode(std) == raw, base64.urlsafe_b64decode(url) == raw)
    print(base64.b32encode(b"hello"), base64.b32decode(b"NBSWY3DP"), base64.b16encode(b"\x01\xab"))
    print(base64.b64decode("aGVs bG8=\n"), base64.b16decode("01AB"))
    for bad in ["abc", "a", "YW=J"]:
        try:
            base64.b64decode(bad)
        except ValueError as e:
            print("bad", repr(bad), type(e).__name__, e)


if __name__ == "__main__":
    main()

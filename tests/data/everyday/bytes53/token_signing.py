import base64
import hashlib
import json

SECRET = "s3cr3t-key"


def sign(payload):
    body = base64.urlsafe_b64encode(json.dumps(payload, sort_keys=True).encode()).rstrip(b"=")
    digest = hashlib.sha256(SECRET.encode() + b"." + body).hexdigest()
    return body.decode() + "." + digest[:16]


def verify(token):
    body, sig = token.split(".")
    expected = hashlib.sha256(SECRET.encode() + b"." + body.encode()).hexdigest()[:16]
    if sig != expected:
        return None
    padded = body + "=" * (-len(body) % 4)
    return json.loads(base64.urlsafe_b64decode(padded))


def main():
    token = sign({"sub": "user-42", "role": "admin", "exp": 1700000000})
    print(token)
    print(verify(token))
    tampered = token[:-1] + ("0" if token[-1] != "0" else "1")
    print(verify(tampered))
    for user in ["ann", "bob", "chloé"]:
        t = sign({"sub": user})
        print(user, len(t), verify(t)["sub"] == user)


if __name__ == "__main__":
    main()

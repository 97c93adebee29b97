import hashlib
import json

RECORDS = [
    {"id": 1, "name": "Ada", "email": "ada@example.com"},
    {"id": 2, "name": "Grace", "email": "grace@example.com"},
    {"id": 3, "name": "Zoë", "email": "zoe@example.com"},
]


def fingerprint(record):
    payload = json.dumps(record, sort_keys=True).encode("utf-8")
    return hashlib.sha256(payload).hexdigest()[:12]


def dedupe(records):
    seen = {}
    for r in records:
        key = hashlib.md5(r["email"].lower().encode()).hexdigest()
        seen.setdefault(key, r)
    return list(seen.values())


def main():
    for r in RECORDS:
        print(r["id"], fingerprint(r))
    h = hashlib.sha1()
    for r in RECORDS:
        h.update(str(r["id"]).encode())
        h.update(b"|")
    print("batch", h.hexdigest(), h.name, h.digest_size, h.block_size)
    twice = RECORDS + [{"id": 4, "name": "ADA", "email": "ADA@example.com"}]
    print(len(dedupe(twice)), [r["id"] for r in dedupe(twice)])
    print(hashlib.new("sha512", b"abc").hexdigest()[:32])
    print(hashlib.sha224(b"").hexdigest(), hashlib.sha384(b"x").digest()[:4])
    digest = hashlib.sha256(b"hello world").digest()
    print(len(digest), digest[:4], digest.hex()[:8], int.from_bytes(digest[:4], "big"))


if __name__ == "__main__":
    main()

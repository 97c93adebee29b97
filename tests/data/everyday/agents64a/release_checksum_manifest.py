"""Build a checksum manifest for release artifacts held in memory, and verify it."""
import base64
import binascii
import hashlib

ARTIFACTS = {
    "app-1.4.0.tar.gz": b"\x1f\x8b\x08\x00fake tarball contents" * 3,
    "app-1.4.0.whl": b"PK\x03\x04 wheel bytes here",
    "CHANGELOG.md": "## 1.4.0\n- Added caf\u00e9 mode\n".encode("utf-8"),
    "empty.txt": b"",
}


def digests(data):
    return {
        "md5": hashlib.md5(data).hexdigest(),
        "sha1": hashlib.sha1(data).hexdigest(),
        "sha256": hashlib.sha256(data).hexdigest(),
        "crc32": f"{binascii.crc32(data):08x}",
    }


def chunked_sha256(data, size=7):
    h = hashlib.sha256()
    for i in range(0, len(data), size):
        h.update(data[i:i + size])
    return h


def main():
    manifest = []
    for name in sorted(ARTIFACTS):
        data = ARTIFACTS[name]
        d = digests(data)
        manifest.append(f"{d['sha256']}  {name}")
        print(f"{name:18} {len(data):4}B md5={d['md5'][:12]} sha1={d['sha1'][:12]} crc={d['crc32']}")
        assert chunked_sha256(data).hexdigest() == d["sha256"]
    print("\n".join(manifest))

    tampered = dict(ARTIFACTS, **{"app-1.4.0.whl": b"PK\x03\x04 wheel bytes HERE"})
    for line in manifest:
        digest, name = line.split("  ")
        ok = hashlib.sha256(tampered[name]).hexdigest() == digest
        print(f"verify {name}: {'OK' if ok else 'MISMATCH'}")

    h = hashlib.new("sha512", b"abc")
    print(h.name, h.digest_size, h.block_size, h.hexdigest()[:32])
    h2 = h.copy()
    h2.update(b"def")
    print(h.hexdigest()[:16], h2.hexdigest()[:16])
    print(hashlib.sha256(b"x").digest()[:6], base64.b64encode(hashlib.md5(b"x").digest()).decode())
    print(hashlib.blake2b(b"data", digest_size=16).hexdigest(), hashlib.sha3_256(b"").hexdigest()[:20])
    print(binascii.hexlify(b"\x00\xffAB"), binascii.hexlify(b"\x01\x02\x03", "-"), binascii.unhexlify("deadbeef"))
    print(binascii.b2a_base64(b"hello"), binascii.a2b_base64("aGVsbG8="), binascii.crc_hqx(b"abc", 0))
    print(b"\xca\xfe".hex(), bytes.fromhex("ca fe"), b"abc".hex(":"))
    print(sorted(a for a in hashlib.algorithms_guaranteed if a.startswith("sha"))[:4])
    try:
        binascii.unhexlify("abc")
    except binascii.Error as err:
        print("binascii.Error:", err)
    try:
        hashlib.sha256("text")
    except TypeError as err:
        print("TypeError:", err)


if __name__ == "__main__":
    main()

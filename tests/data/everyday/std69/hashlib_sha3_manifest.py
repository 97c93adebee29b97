"""Fingerprint release artifacts with SHA-3, SHAKE and BLAKE2 through hashlib, by name and directly."""
import hashlib

ARTIFACTS = {
    "app.tar.gz": b"binary payload \x00\x01\x02" * 20,
    "README.md": "# Release 2.4\nNotes \u2713\n".encode("utf-8"),
    "empty.txt": b"",
}


def fingerprint(name, data, algorithm):
    h = hashlib.new(algorithm)
    h.update(data)
    if algorithm.startswith("shake"):
        return h.hexdigest(16)
    return h.hexdigest()


def main():
    print(sorted(hashlib.algorithms_guaranteed))
    print("sha3_256" in hashlib.algorithms_available, "md5" in hashlib.algorithms_guaranteed)
    for name, data in ARTIFACTS.items():
        print(name)
        for algorithm in ("sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256", "sha256"):
            print(f"  {algorithm:9} {fingerprint(name, data, algorithm)}")
    h = hashlib.sha3_256(b"part one, ")
    twin = h.copy()
    h.update(b"part two")
    print(h.name, h.digest_size, h.block_size, h.hexdigest()[:16], twin.hexdigest()[:16])
    print(h.hexdigest() == hashlib.sha3_256(b"part one, part two").hexdigest(), len(h.digest()))
    x = hashlib.shake_256(b"seed")
    print(x.name, x.digest_size, x.block_size, x.digest(8), x.hexdigest(0) == "", len(x.digest(100)))
    print(x.hexdigest(40)[:20] == x.hexdigest(10)[:20], hashlib.shake_128(b"seed").hexdigest(5))
    for spelled in ("sha3-256", "SHA3-384", "shake128", "SHAKE256", "SHA-256", "sha3_512"):
        print(spelled, "->", hashlib.new(spelled).name)
    for bad in (lambda: hashlib.new("SHA3_256"), lambda: hashlib.new("whirlpool"), lambda: hashlib.sha3_256("text"),
                lambda: x.digest(), lambda: x.hexdigest("4"), lambda: hashlib.new(256)):
        try:
            bad()
        except (ValueError, TypeError) as err:
            print(type(err).__name__, err)
    keyed = hashlib.blake2b(b"message", digest_size=16, key=b"secret", person=b"release-v2")
    print(keyed.hexdigest(), keyed.digest_size, hashlib.blake2s(b"message", digest_size=8).hexdigest())
    print(hashlib.new("blake2b", b"abc", digest_size=20).hexdigest())


if __name__ == "__main__":
    main()

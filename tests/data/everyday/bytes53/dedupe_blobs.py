import hashlib

FILES = {
    "a.txt": "alpha\nbeta\n",
    "b.txt": "gamma\n",
    "copy_of_a.txt": "alpha\nbeta\n",
    "empty.txt": "",
    "unicode.txt": "naïve résumé\n",
}


def content_hash(text):
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def main():
    by_hash = {}
    for name in sorted(FILES):
        by_hash.setdefault(content_hash(FILES[name]), []).append(name)
    for digest, names in sorted(by_hash.items()):
        print(digest[:16], names)
    blobs = {FILES[n].encode(): n for n in sorted(FILES)}
    print(len(blobs), sorted(blobs)[:2], isinstance(next(iter(blobs)), bytes))
    sizes = {n: len(FILES[n].encode()) for n in FILES}
    print(sizes, sum(sizes.values()))
    seen = set()
    for name in sorted(FILES):
        key = hashlib.md5(FILES[name].encode()).digest()
        print(name, "dup" if key in seen else "new", key[:2])
        seen.add(key)
    print(type(b"x").__name__, type(b"x") is bytes, f"{b'ab'}", "%s|%r" % (b"cd", b"ef"), f"{b'x'!r:>8}")


if __name__ == "__main__":
    main()

"""Content ids for a small artefact store with BLAKE2: sizes, keys, salts, persons, trees."""
import hashlib
import hmac

ARTEFACTS = [b"", b"abc", b"The quick brown fox jumps over the lazy dog", bytes(range(256)) * 3]


def content_id(blob, size=16):
    return "b2:" + hashlib.blake2b(blob, digest_size=size).hexdigest()


def main():
    for blob in ARTEFACTS:
        print(len(blob), content_id(blob), hashlib.blake2s(blob).hexdigest())
    print(hashlib.blake2b(b"abc").hexdigest())
    keyed = hashlib.blake2b(b"payload", key=b"k" * 64, digest_size=32)
    print("keyed:", keyed.hexdigest(), keyed.digest_size, keyed.block_size, keyed.name)
    print("salted:", hashlib.blake2s(b"x", salt=b"saltsalt", person=b"me").hexdigest())
    print("person b:", hashlib.blake2b(b"x", salt=b"s" * 16, person=b"p" * 16, digest_size=20).hexdigest())
    tree = dict(fanout=2, depth=2, leaf_size=4096, inner_size=64)
    leaves = [hashlib.blake2b(b"left" * 1000, node_offset=0, node_depth=0, **tree),
              hashlib.blake2b(b"right", node_offset=1, node_depth=0, last_node=True, **tree)]
    root = hashlib.blake2b(depth=2, fanout=2, leaf_size=4096, inner_size=64, node_depth=1, last_node=True)
    for leaf in leaves:
        root.update(leaf.digest())
    print("tree root:", root.hexdigest()[:32])
    s_tree = hashlib.blake2s(b"n", fanout=0, depth=255, node_offset=2**48 - 1, node_depth=255, inner_size=32)
    print("blake2s params:", s_tree.hexdigest())
    h = hashlib.blake2b(digest_size=8)
    for chunk in (b"ab", bytearray(b"c"), b""):
        h.update(chunk)
    twin = h.copy()
    twin.update(b"!")
    print("incremental:", h.hexdigest(), h.hexdigest() == hashlib.blake2b(b"abc", digest_size=8).hexdigest(), twin.hexdigest())
    print("via new:", hashlib.new("blake2s", b"abc", digest_size=4).hexdigest(), hashlib.new("blake2b").name)
    print("sizes:", hashlib.blake2b.SALT_SIZE, hashlib.blake2b.PERSON_SIZE, hashlib.blake2b.MAX_KEY_SIZE,
          hashlib.blake2b.MAX_DIGEST_SIZE, hashlib.blake2s.SALT_SIZE, hashlib.blake2s.MAX_KEY_SIZE)
    print("isinstance:", isinstance(h, hashlib.blake2b), isinstance(h, hashlib.blake2s))
    mac = hmac.new(b"secret", b"message", hashlib.blake2s).hexdigest()
    print("hmac blake2s:", mac)
    bad = [dict(digest_size=0), dict(digest_size=65), dict(key=b"x" * 65), dict(salt=b"x" * 17),
           dict(person=b"x" * 17), dict(fanout=256), dict(depth=0), dict(leaf_size=2**32), dict(leaf_size=-1),
           dict(node_offset=-1), dict(node_offset=2**64), dict(node_depth=256), dict(inner_size=65), dict(digest_size=1.5), dict(key="s")]
    for kwargs in bad:
        try:
            hashlib.blake2b(b"", **kwargs)
        except (ValueError, TypeError, OverflowError) as exc:
            print(f"  {kwargs!r:<28} {type(exc).__name__}: {exc}")
    for kwargs in [dict(salt=b"x" * 9), dict(digest_size=33), dict(node_offset=2**48), dict(key=b"k" * 33)]:
        try:
            hashlib.blake2s(b"", **kwargs)
        except (ValueError, OverflowError) as exc:
            print(f"  s {list(kwargs)[0]:<12} {type(exc).__name__}: {exc}")
    for call in (lambda: hashlib.blake2b("text"), lambda: hashlib.new("sha256", b"", digest_size=3),
                 lambda: hashlib.new("BLAKE2B")):
        try:
            call()
        except (TypeError, ValueError) as exc:
            print(f"  {type(exc).__name__}: {exc}")
    return content_id(b"abc", 8)

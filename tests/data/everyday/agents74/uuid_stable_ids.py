"""Assign stable ids to catalogue entries so re-imports do not duplicate them."""
import uuid

CATALOGUE_NS = uuid.uuid5(uuid.NAMESPACE_DNS, "catalogue.shop.example")

ITEMS = [
    ("MUG-01", "Stoneware mug"),
    ("TEA-12", "Assam tea, 250g"),
    ("PEN-77", "Gel pen, black"),
    ("mug-01", "Stoneware mug (lowercase sku)"),
]

EXISTING = {
    "0f8fad5b-d9cb-469f-a165-70867728950e": "legacy import",
    "{12345678-1234-5678-1234-567812345678}": "old braces form",
    "urn:uuid:6ba7b811-9dad-11d1-80b4-00c04fd430c8": "URL namespace",
}


def stable_id(sku: str) -> uuid.UUID:
    return uuid.uuid5(CATALOGUE_NS, sku.strip().upper())


def main():
    print("namespace", CATALOGUE_NS, "version", CATALOGUE_NS.version)
    seen: dict[uuid.UUID, str] = {}
    for sku, title in ITEMS:
        uid = stable_id(sku)
        status = "duplicate of " + seen[uid] if uid in seen else "new"
        seen.setdefault(uid, sku)
        print(f"{sku:<7} {uid}  {uid.hex[:8]}  {status}  ({title})")
    for text, note in EXISTING.items():
        u = uuid.UUID(text)
        print(f"{note:<16} {u} v{u.version} variant={u.variant!r} urn={u.urn[:17]}...")
    md5_id = uuid.uuid3(uuid.NAMESPACE_URL, "https://shop.example/item/PEN-77")
    print("uuid3", md5_id, md5_id.version)
    u = uuid.UUID("12345678-1234-5678-1234-567812345678")
    print(u.int, u.fields[0], hex(u.time_low), u.bytes[:4])
    print(uuid.UUID(bytes=bytes(range(16))))
    print(uuid.UUID(int=0xFF), uuid.UUID(hex="00000000000000000000000000000001") < u)
    try:
        uuid.UUID("not-a-uuid")
    except ValueError as exc:
        print("rejected:", exc)
    return len(seen)


if __name__ == "__main__":
    main()

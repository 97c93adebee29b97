"""Give records stable ids with uuid5, parse ids from a CSV, and validate what users typed."""
import uuid
from uuid import UUID, NAMESPACE_DNS, NAMESPACE_URL, uuid3, uuid5

ROWS = [
    "6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f,alice",
    "{12345678-1234-5678-1234-567812345678},bob",
    "urn:uuid:a8098c1a-f86e-11da-bd1a-00112444be1e,carol",
    "not-a-uuid,dave",
    "6F1C2A4E8D3B4C5A9E7F0A1B2C3D4E5G,erin",
    "1234,frank",
]


def main():
    for host in ("python.org", "example.com", "café.example"):
        print(host, uuid5(NAMESPACE_DNS, host), uuid3(NAMESPACE_DNS, host))
    page = uuid5(NAMESPACE_URL, "https://example.com/docs?page=2")
    print(repr(page), page.version, page.variant, page.urn, page.hex)
    print(uuid.uuid5(uuid.NAMESPACE_OID, "1.3.6.1"), uuid.uuid3(uuid.NAMESPACE_X500, "cn=admin"))
    by_id = {}
    for row in ROWS:
        text, name = row.split(",")
        try:
            key = UUID(text)
        except ValueError as err:
            print(f"{name}: rejected {text!r}: {err}")
            continue
        by_id[key] = name
        print(f"{name}: {key} v{key.version} {key.variant!r}")
    for key in sorted(by_id):
        print(" ", key.int, key.fields, key.time_low, key.node, key.clock_seq, key.time)
    u = UUID("12345678-1234-5678-1234-567812345678")
    print(u in by_id, by_id[UUID(int=u.int)], UUID(bytes=u.bytes) == u, UUID(bytes_le=u.bytes_le) == u)
    print(u.bytes, u.bytes_le, UUID(fields=u.fields), UUID(hex=u.hex, version=4), int(u), str(u) == f"{u}")
    print(UUID(int=0), UUID(int=(1 << 128) - 1).variant, UUID(int=1).version, uuid.RFC_4122, uuid.RESERVED_FUTURE)
    print(u < page, u == str(u), u != page, hash(u) == hash(u.int), max(by_id) == sorted(by_id)[-1])
    for bad in (lambda: UUID(), lambda: UUID(int=-1), lambda: UUID(bytes=b"short"), lambda: UUID(int=5, version=7),
                lambda: UUID(fields=(1, 2, 3)), lambda: UUID(fields=(1, 2, 3, 256, 5, 6)), lambda: u < 5,
                lambda: UUID("12345678123456781234567812345678", int=3)):
        try:
            bad()
        except (TypeError, ValueError) as err:
            print(type(err).__name__, err)
    fresh = uuid.uuid4()
    print(fresh.version, fresh.variant, len(str(fresh)), fresh != uuid.uuid4(), str(fresh).count("-"), str(fresh)[14])
    print(uuid.NAMESPACE_DNS, uuid.SafeUUID.unknown, u.is_safe is uuid.SafeUUID.unknown)
    return len(by_id)

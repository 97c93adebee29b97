"""Give devices stable UUIDs derived from their serial numbers (uuid5/uuid3) and check them."""
import uuid

FLEET_NS = uuid.uuid5(uuid.NAMESPACE_DNS, "fleet.example.com")

DEVICES = [
    ("thermostat", "TH-0001"),
    ("thermostat", "TH-0002"),
    ("camera", "CAM-77"),
    ("lock", "LK-1234-A"),
]


def device_id(kind, serial):
    return uuid.uuid5(FLEET_NS, f"{kind}:{serial}")


def main():
    print("namespace:", FLEET_NS)
    registry = {}
    for kind, serial in DEVICES:
        did = device_id(kind, serial)
        registry[did] = (kind, serial)
        print(f"{kind:10} {serial:10} {did} v{did.version} {did.hex[:8]}")

    again = device_id("camera", "CAM-77")
    print("stable:", again in registry, registry[again])
    print(uuid.uuid3(uuid.NAMESPACE_URL, "https://example.com/devices"))
    print(uuid.uuid5(uuid.NAMESPACE_OID, "1.3.6.1"), uuid.uuid5(uuid.NAMESPACE_X500, "cn=admin"))

    u = uuid.UUID("12345678-1234-5678-1234-567812345678")
    print(u.urn, u.int, u.bytes[:4], u.fields[0], u.time_low, u.variant)
    print(repr(u), str(u).upper(), u == uuid.UUID(hex="12345678123456781234567812345678"))
    print(uuid.UUID("{12345678-1234-5678-1234-567812345678}") == u, uuid.UUID(int=1))
    print(uuid.UUID(bytes=bytes(range(16))), uuid.NAMESPACE_DNS)
    print(sorted(str(k)[:8] for k in registry))
    for bad in ("not-a-uuid", "12345678-1234-5678-1234-56781234567"):
        try:
            uuid.UUID(bad)
        except ValueError as err:
            print("ValueError:", err)


if __name__ == "__main__":
    main()

import re
from collections import Counter

OUI_VENDORS = {
    "00:1A:2B": "Acme Networks",
    "3C:5A:B4": "Globex",
    "F4:F5:D8": "Initech",
}

RAW = [
    ("printer-2f", "00-1a-2b-33-44-55"),
    ("cam-lobby", "3c5a.b412.9f00"),
    ("laptop-ana", "F4:F5:D8:01:02:03"),
    ("laptop-li", "f4f5d8010204"),
    ("mystery", "12:34:56:78:9A:BC"),
    ("dup-of-ana", "f4:f5:d8:01:02:03"),
    ("broken", "00:1A:2B:33:44"),
    ("bcast", "FF:FF:FF:FF:FF:FF"),
]

HEX12 = re.compile(r"^[0-9a-f]{12}$")


def normalise(mac: str) -> str:
    digits = re.sub(r"[^0-9a-fA-F]", "", mac).lower()
    if not HEX12.match(digits):
        raise ValueError(f"not a MAC address: {mac!r}")
    return ":".join(digits[i:i + 2] for i in range(0, 12, 2)).upper()


def flags(mac: str) -> list[str]:
    first = int(mac[:2], 16)
    out = ["multicast" if first & 1 else "unicast"]
    out.append("local" if first & 2 else "global")
    return out


def main():
    seen: dict[str, str] = {}
    vendors = Counter()
    print(f"{'host':<12} {'mac':<17} {'vendor':<14} flags")
    for host, raw in RAW:
        try:
            mac = normalise(raw)
        except ValueError as exc:
            print(f"{host:<12} ERROR {exc}")
            continue
        if mac in seen:
            print(f"{host:<12} {mac} duplicate of {seen[mac]}")
            continue
        seen[mac] = host
        vendor = OUI_VENDORS.get(mac[:8], "unknown")
        vendors[vendor] += 1
        print(f"{host:<12} {mac:<17} {vendor:<14} {'/'.join(flags(mac))}")
    print()
    for vendor, n in vendors.most_common():
        print(f"{vendor:.<20}{n:>3}")
    as_int = {host: int(mac.replace(":", ""), 16) for mac, host in seen.items()}
    lo = min(as_int, key=as_int.get)
    print(f"lowest address: {lo} = {as_int[lo]:#014x}")
    eui64 = seen and next(iter(seen))
    parts = eui64.split(":")
    parts[0] = f"{int(parts[0], 16) ^ 0x02:02x}"
    print("EUI-64 of first:", ":".join(parts[:3] + ["ff", "fe"] + parts[3:]).lower())


if __name__ == "__main__":
    main()

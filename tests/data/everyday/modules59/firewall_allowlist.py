"""Check connection attempts against an allowlist of networks and a denylist of addresses."""
import ipaddress
from ipaddress import IPv4Address, ip_address, ip_network

ALLOW = ["10.0.0.0/8", "192.168.10.0/24", "2001:db8:100::/48", "172.16.5.0/255.255.255.0"]
DENY = ["10.13.37.1", "192.168.10.66", "2001:db8:100::bad"]
ATTEMPTS = [
    "10.1.2.3", "10.13.37.1", "192.168.10.200", "192.168.11.1", "8.8.8.8", "2001:db8:100::1",
    "2001:db8:100::bad", "2001:db8:200::1", "172.16.5.77", "127.0.0.1", "not-an-ip", "10.0.0.256",
    "::1", "169.254.10.20", "224.0.0.251", "100.64.1.1",
]


def classify(addr):
    tags = []
    for name in ("private", "global", "loopback", "link_local", "multicast", "reserved", "unspecified"):
        if getattr(addr, "is_" + name):
            tags.append(name)
    return ",".join(tags) or "-"


def main():
    allow = [ip_network(n) for n in ALLOW]
    deny = {ip_address(a) for a in DENY}
    print("allow:", [str(n) for n in allow], "deny:", len(deny))
    for text in ATTEMPTS:
        try:
            addr = ip_address(text)
        except ValueError as err:
            print(f"{text:<20} rejected: {err}")
            continue
        if addr in deny:
            verdict = "DENY (listed)"
        else:
            match = next((n for n in allow if addr in n), None)
            verdict = f"ALLOW via {match}" if match else "DENY (no rule)"
        print(f"{str(addr):<20} v{addr.version} {verdict:<32} {classify(addr)}")
    for bad in ["10.0.0.1/8", "300.0.0.0/8", "10.0.0.0/33", "10.0.0.0/255.0.255.0", "1.2.3.4/5/6"]:
        try:
            ip_network(bad)
        except ValueError as err:
            print(f"{bad!r}: {type(err).__name__}: {err}")
    for bad in ["1.2.3", "01.2.3.4", "1.2.3.4/24", "1::2::3", "12345::", "1.2.3.999"]:
        try:
            IPv4Address(bad) if bad.count(".") else ipaddress.IPv6Address(bad)
        except ipaddress.AddressValueError as err:
            print(f"AddressValueError: {err}", isinstance(err, ValueError))
    try:
        ipaddress.IPv4Network("10.0.0.0/40")
    except ipaddress.NetmaskValueError as err:
        print("NetmaskValueError:", err)
    merged = list(ipaddress.collapse_addresses(ip_network(n) for n in ["10.0.0.0/25", "10.0.0.128/25", "10.0.1.0/24", "10.0.3.0/24"]))
    print("collapsed:", merged)
    print({ip_network(n) for n in ALLOW[:2] + ["10.9.0.0/16", "172.16.0.0/12", "192.168.0.0/16"]})
    print(sorted(deny, key=ipaddress.get_mixed_type_key))
    v4 = sorted(a for a in deny if a.version == 4)
    print(v4, v4[0] < v4[1], max(v4), IPv4Address("10.0.0.1") + 255, IPv4Address(167772161) - 1)
    print(hasattr(v4[0], "is_private"), hasattr(v4[0], "scope_id"), hasattr(allow[2], "is_site_local"), hasattr(allow[0], "hosts"))
    try:
        sorted([ip_address("10.0.0.1"), ip_address("::1")])
    except TypeError as err:
        print("TypeError:", err)
    try:
        print(IPv4Address("255.255.255.255") + 1)
    except ipaddress.AddressValueError as err:
        print("overflow:", err)


if __name__ == "__main__":
    main()

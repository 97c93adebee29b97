"""Normalise an IPv6 host inventory: canonical text, reverse DNS names, prefixes and scopes."""
from ipaddress import IPv6Address, IPv6Network, ip_address, ip_interface, ip_network

HOSTS = {
    "web1": "2001:0db8:0000:0000:0000:0000:0000:0001",
    "web2": "2001:db8::2",
    "db": "2001:db8:0:0:1:0:0:1",
    "gw": "fe80::1%eth0",
    "legacy": "::ffff:192.0.2.10",
    "nat64": "64:ff9b::c000:20a",
    "any": "::",
    "local": "::1",
    "site": "fec0::42",
    "mcast": "ff02::fb",
    "ula": "fd12:3456:789a::10",
}


def main():
    seen = {}
    for name, text in HOSTS.items():
        addr = ip_address(text)
        canon = str(addr)
        dup = seen.get(addr)
        seen[addr] = name
        mapped = addr.ipv4_mapped
        flags = [f for f in ("private", "global", "link_local", "site_local", "multicast", "loopback", "unspecified", "reserved") if getattr(addr, "is_" + f)]
        full = addr.exploded if addr.scope_id is None else "(scoped)"
        print(f"{name:<7} {canon:<22} {full}  v4={mapped} dup={dup} {' '.join(flags)}")
    web1 = IPv6Address(HOSTS["web1"])
    print(web1.reverse_pointer)
    print(web1 == IPv6Address("2001:db8::1"), web1 + 1, web1 - 2, int(web1), web1.packed.hex())
    print(IPv6Address(1 << 64), IPv6Address(b"\x00" * 15 + b"\x05"), ip_address(2**40), ip_address(2**32 - 1))
    gw = ip_address(HOSTS["gw"])
    print(gw, gw.scope_id, repr(gw), gw == ip_address("fe80::1"), gw.is_link_local)
    try:
        print(gw.exploded)
    except ValueError as err:
        print(f"{type(err).__name__}: {err}")
    prefix = ip_network("2001:db8::/32")
    print(prefix, prefix.exploded, prefix.num_addresses, prefix.netmask, prefix.hostmask, prefix.broadcast_address)
    print([str(n) for n in ip_network("2001:db8:abcc::/46").subnets(new_prefix=48)], IPv6Network("2001:db8::/48").supernet(new_prefix=32))
    inside = sorted((n for n, t in HOSTS.items() if "%" not in t and ip_address(t) in prefix))
    print("in", prefix, inside)
    iface = ip_interface("2001:db8::5/64")
    print(iface, iface.ip, iface.network, iface.with_prefixlen, iface.hostmask, iface.is_loopback)
    print(f"{ip_address('::1'):_x}", f"{ip_address('2001:db8::1'):#n}", f"{ip_address('2001:db8::1'):>30s}|")
    try:
        print(f"{ip_address('2001:db8::1'):>30}|")
    except TypeError as err:
        print("TypeError:", err)
    for bad in ["2001:db8::g", "1:2:3:4:5:6:7:8:9", ":1:2:3:4:5:6:7", "1:2", "fe80::1%", "2001:db8::/129", "2001:db8::1/64"]:
        try:
            print(ip_network(bad) if "/" in bad else IPv6Address(bad))
        except ValueError as err:
            print(f"{type(err).__name__}: {err}")


if __name__ == "__main__":
    main()

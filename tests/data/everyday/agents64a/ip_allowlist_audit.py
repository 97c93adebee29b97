"""Audit firewall allowlist entries with ipaddress: overlaps, collapsing and membership checks."""
import ipaddress

ALLOWLIST = [
    "10.0.0.0/8", "10.1.2.0/24", "192.168.1.0/25", "192.168.1.128/25", "203.0.113.7",
    "2001:db8::/32", "2001:db8:abcd::/48", "172.16.0.0/12", "198.51.100.0/24",
]
CLIENTS = ["10.1.2.3", "192.168.1.200", "8.8.8.8", "2001:db8:abcd::1", "172.31.255.255", "203.0.113.8", "::1"]


def main():
    nets = [ipaddress.ip_network(entry) for entry in ALLOWLIST]
    for n in nets:
        print(f"{str(n):22} v{n.version} size={n.num_addresses} private={n.is_private} prefix={n.prefixlen}")

    for a in nets:
        for b in nets:
            if a != b and a.version == b.version and a.subnet_of(b):
                print(f"redundant: {a} inside {b}")
    v4 = [n for n in nets if n.version == 4]
    print("collapsed:", [str(n) for n in ipaddress.collapse_addresses(v4)])

    for c in CLIENTS:
        addr = ipaddress.ip_address(c)
        hits = [str(n) for n in nets if addr in n]
        print(f"{c:18} {'ALLOW' if hits else 'DENY '} {hits} loopback={addr.is_loopback}")

    net = ipaddress.ip_network("192.168.10.0/29")
    print(list(net.hosts())[:3], net.broadcast_address, net.netmask, net.hostmask, net.with_prefixlen)
    print([str(s) for s in net.subnets(prefixlen_diff=1)], net.supernet(new_prefix=24))
    a = ipaddress.IPv4Address("10.0.0.255")
    print(a + 1, int(a), a.packed, ipaddress.IPv4Address(167772160), a.reverse_pointer)
    print(ipaddress.ip_address("2001:db8::1").exploded, ipaddress.ip_address("2001:0db8:0000::0001").compressed)
    print(ipaddress.ip_interface("10.1.2.3/24").network, sorted(ipaddress.ip_address(x) for x in ("10.0.0.2", "9.9.9.9")))
    print(list(ipaddress.summarize_address_range(ipaddress.IPv4Address("10.0.0.0"), ipaddress.IPv4Address("10.0.0.10"))))
    for bad in ("10.0.0.256", "10.1.2.3/24", "fe80::zz"):
        try:
            ipaddress.ip_network(bad)
        except ValueError as err:
            print("ValueError:", err)


if __name__ == "__main__":
    main()

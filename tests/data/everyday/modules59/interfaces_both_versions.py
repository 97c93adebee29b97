"""IPv4 and IPv6 interfaces: text forms, comparison, ordering and hashing against CPython."""
import ipaddress


def main():
    a = ipaddress.ip_interface("10.0.0.5/24")
    b = ipaddress.IPv4Interface("10.0.0.9/24")
    c = ipaddress.ip_interface("2001:db8::5/64")
    print(a, a.ip, a.network, a.with_netmask, a.with_hostmask, a.with_prefixlen, a.hostmask)
    print(c, c.ip, c.with_prefixlen, c.exploded, c.with_netmask)
    print(a == b, a < b, sorted([b, a]), a == ipaddress.ip_address("10.0.0.5"), len({a, b, a}))
    print(repr(a), repr(c), hash(a) == hash(ipaddress.ip_interface("10.0.0.5/24")))
    print(c == ipaddress.ip_interface("2001:db8::5/64"), isinstance(a, ipaddress.IPv4Address))

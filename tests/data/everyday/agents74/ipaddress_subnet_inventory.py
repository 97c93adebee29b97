"""Audit a host inventory against the office subnets and summarise ranges."""
import ipaddress
from collections import Counter

SUBNETS = {
    "office-lan": "10.20.0.0/22",
    "servers": "10.20.8.0/24",
    "vpn": "172.16.40.0/26",
    "ipv6-lab": "2001:db8:40::/64",
}

HOSTS = """\
web-1      10.20.8.11
web-2      10.20.8.12
db-1       10.20.8.40
laptop-17  10.20.2.77
laptop-18  10.20.3.254
printer    10.20.4.9
vpn-user   172.16.40.63
lab-box    2001:db8:40::1f
rogue      192.168.1.50
loopback   127.0.0.1
"""


def classify(addr: ipaddress._BaseAddress, nets: dict) -> str:
    for name, net in nets.items():
        if addr.version == net.version and addr in net:
            return name
    return "unknown"


def main():
    nets = {name: ipaddress.ip_network(cidr) for name, cidr in SUBNETS.items()}
    for name, net in nets.items():
        usable = net.num_addresses - 2 if net.version == 4 else net.num_addresses
        print(f"{name:<10} {str(net):<20} v{net.version} size={net.num_addresses:<6} usable={usable}")
    placement = {}
    for line in HOSTS.splitlines():
        host, raw = line.split()
        addr = ipaddress.ip_address(raw)
        placement[host] = (addr, classify(addr, nets))
    counts = Counter(zone for _, zone in placement.values())
    for host, (addr, zone) in sorted(placement.items(), key=lambda kv: (kv[1][1], kv[1][0].version, kv[1][0])):
        flags = []
        if addr.is_private:
            flags.append("private")
        if addr.is_loopback:
            flags.append("loopback")
        print(f"  {host:<10} {str(addr):<18} {zone:<10} {','.join(flags)}")
    print(dict(sorted(counts.items())))
    lan = nets["office-lan"]
    print("lan subnets /24:", [str(s) for s in lan.subnets(new_prefix=24)])
    print("lan netmask", lan.netmask, "broadcast", lan.broadcast_address, "hostmask", lan.hostmask)
    v4 = sorted(a for a, _ in placement.values() if a.version == 4)
    print("lowest", v4[0], "highest", v4[-1], "next after web-2:", placement["web-2"][0] + 1)
    pieces = [ipaddress.ip_network(n) for n in ("10.1.0.0/25", "10.1.0.128/25", "10.1.1.0/24", "10.1.3.0/24")]
    print("collapsed:", [str(n) for n in ipaddress.collapse_addresses(pieces)])
    print("servers overlaps lan:", nets["servers"].overlaps(lan), "vpn supernet:", nets["vpn"].supernet(prefixlen_diff=2))
    print("reverse:", ipaddress.ip_address("10.20.8.11").reverse_pointer)
    iface = ipaddress.ip_interface("10.20.8.11/24")
    print("iface", iface.ip, iface.network, int(iface.ip))
    return counts["unknown"]


if __name__ == "__main__":
    main()

import ipaddress
import uuid
from collections import defaultdict

SCOPES = {
    "office": ipaddress.ip_network("192.168.10.0/24"),
    "lab": ipaddress.ip_network("192.168.20.0/26"),
    "v6": ipaddress.ip_network("fd00:10::/64"),
}
RESERVED = {ipaddress.ip_address("192.168.10.1"), ipaddress.ip_address("192.168.20.1")}

LEASES = [
    ("printer", "192.168.10.20"),
    ("ana-laptop", "192.168.10.57"),
    ("build-01", "192.168.20.10"),
    ("build-02", "192.168.20.10"),
    ("rogue", "192.168.30.5"),
    ("router", "192.168.10.1"),
    ("sensor", "fd00:10::1a2b"),
    ("lab-edge", "192.168.20.63"),
    ("typo", "192.168.10.300"),
]

NAMESPACE = uuid.uuid5(uuid.NAMESPACE_DNS, "corp.example")


def main():
    for name, net in SCOPES.items():
        hosts = net.num_addresses - (2 if net.version == 4 else 0)
        print(f"{name:<7} {str(net):<18} v{net.version} usable={hosts:,} mask={net.netmask if net.version == 4 else net.prefixlen}")
    by_ip = defaultdict(list)
    usage = defaultdict(int)
    for host, raw in LEASES:
        try:
            ip = ipaddress.ip_address(raw)
        except ValueError as exc:
            print(f"!! {host}: {exc}")
            continue
        scope = next((n for n, net in SCOPES.items() if ip in net), None)
        if scope is None:
            print(f"!! {host}: {ip} is outside every scope")
            continue
        if ip in RESERVED:
            print(f"!! {host}: {ip} is reserved for the gateway")
        if ip == SCOPES[scope].broadcast_address:
            print(f"!! {host}: {ip} is the broadcast address of {scope}")
        by_ip[ip].append(host)
        usage[scope] += 1
    for ip, hosts in sorted(by_ip.items(), key=lambda kv: (kv[0].version, kv[0])):
        tag = "CONFLICT" if len(hosts) > 1 else ""
        ident = uuid.uuid5(NAMESPACE, hosts[0])
        print(f"{str(ip):<16} {','.join(hosts):<18} {str(ident)[:13]} {ip.is_private!s:<5} {tag}")
    for scope, n in usage.items():
        print(f"{scope}: {n} leases")
    lab = SCOPES["lab"]
    print([str(s) for s in lab.subnets(new_prefix=28)])
    print(ipaddress.ip_address("192.168.10.57").reverse_pointer, int(ipaddress.IPv4Address("10.0.0.1")))
    u = uuid.UUID("12345678-1234-5678-1234-567812345678")
    print(u.hex, u.version, uuid.uuid3(uuid.NAMESPACE_URL, "https://example.com"), NAMESPACE)


if __name__ == "__main__":
    main()

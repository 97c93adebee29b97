"""Check connection attempts against an IP allowlist/denylist and summarise by subnet."""
import ipaddress
from collections import Counter

ALLOW = ["10.0.0.0/8", "192.168.1.0/24", "2001:db8::/32", "203.0.113.7/32"]
DENY = ["10.13.0.0/16", "192.168.1.128/25"]
ATTEMPTS = ["10.1.2.3", "10.13.4.5", "192.168.1.20", "192.168.1.200", "203.0.113.7", "203.0.113.8",
            "2001:db8::1", "2001:db9::1", "127.0.0.1", "not-an-ip", "8.8.8.8", "10.255.255.255"]


def classify(addr, allow, deny) -> str:
    if any(addr in net for net in deny):
        return "deny"
    if any(addr in net for net in allow):
        return "allow"
    if addr.is_loopback or addr.is_private:
        return "local"
    return "default-deny"


def main():
    allow = [ipaddress.ip_network(n) for n in ALLOW]
    deny = [ipaddress.ip_network(n) for n in DENY]
    for net in allow:
        print(f"allow {str(net):<20} v{net.version} {net.num_addresses:>12,} addrs")
    decisions = Counter()
    per24 = Counter()
    for raw in ATTEMPTS:
        try:
            addr = ipaddress.ip_address(raw)
        except ValueError as e:
            print(f"  {raw:<16} invalid: {e}")
            continue
        verdict = classify(addr, allow, deny)
        decisions[verdict] += 1
        if addr.version == 4:
            per24[ipaddress.ip_network(f"{addr}/24", strict=False)] += 1
        print(f"  {raw:<16} {verdict}")
    print("decisions:", dict(sorted(decisions.items())))
    for net, n in sorted(per24.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {net} x{n}")
    lan = ipaddress.ip_network("192.168.1.0/24")
    subnets = list(lan.subnets(new_prefix=26))
    print("split /24:", [str(s) for s in subnets])
    print("first hosts:", [str(h) for h in list(lan.hosts())[:3]], "broadcast", lan.broadcast_address)
    print("overlaps:", lan.overlaps(deny[1]), deny[1].subnet_of(lan), int(ipaddress.ip_address("10.0.0.1")))
    collapsed = ipaddress.collapse_addresses([ipaddress.ip_network("10.0.0.0/25"), ipaddress.ip_network("10.0.0.128/25")])
    print("collapsed:", [str(c) for c in collapsed])
    return decisions["allow"]


if __name__ == "__main__":
    main()

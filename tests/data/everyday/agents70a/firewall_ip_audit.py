import ipaddress
from collections import Counter

ALLOW = ["10.0.0.0/8", "192.168.1.0/24", "2001:db8::/32"]
DENY = ["10.13.0.0/16"]

CONNECTIONS = [
    "10.1.2.3", "10.13.5.6", "192.168.1.77", "192.168.2.1", "8.8.8.8",
    "2001:db8::1", "2001:db9::1", "127.0.0.1", "10.13.255.255", "not.an.ip",
]


def classify(addr: str, allow, deny) -> str:
    try:
        ip = ipaddress.ip_address(addr)
    except ValueError:
        return "invalid"
    if any(ip in net for net in deny):
        return "denied"
    if any(ip.version == net.version and ip in net for net in allow):
        return "allowed"
    if ip.is_loopback:
        return "loopback"
    return "unknown"


def main():
    allow = [ipaddress.ip_network(n) for n in ALLOW]
    deny = [ipaddress.ip_network(n) for n in DENY]
    verdicts = {}
    for c in CONNECTIONS:
        verdicts[c] = classify(c, allow, deny)
        print(f"{c:<16} {verdicts[c]}")
    print(sorted(Counter(verdicts.values()).items()))
    for net in allow + deny:
        print(f"{str(net):<16} v{net.version} size={net.num_addresses} private={net.is_private}")
    lan = ipaddress.ip_network("192.168.1.0/24")
    subnets = list(lan.subnets(new_prefix=26))
    print("subnets:", [str(s) for s in subnets])
    print("broadcast:", lan.broadcast_address, "netmask:", lan.netmask, "hosts:", len(list(lan.hosts())))
    ip = ipaddress.ip_address("192.168.1.77")
    print("next:", ip + 1, "int:", int(ip), "sorted:", sorted(ipaddress.ip_address(a) for a in ["10.0.0.2", "9.255.0.1", "10.0.0.10"]))
    print(ipaddress.ip_interface("10.1.2.3/20").network)
    return verdicts["10.1.2.3"]


if __name__ == "__main__":
    main()

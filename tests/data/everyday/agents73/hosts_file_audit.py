import ipaddress
from collections import defaultdict

HOSTS = """
# static hosts for the lab
127.0.0.1       localhost
::1             localhost ip6-localhost ip6-loopback
10.0.0.5        db1.lab db1
10.0.0.6        db2.lab db2   # replica
10.0.1.20       web1.lab web1
192.168.1.300   broken.lab
10.0.0.5        database.lab
172.16.4.1      gateway.lab gw
fe80::1%eth0    linklocal.lab
10.0.1.21       web1.lab
8.8.8.8         dns.google
"""

LAB_NETWORKS = [ipaddress.ip_network("10.0.0.0/24"), ipaddress.ip_network("10.0.1.0/24")]


def classify(addr) -> str:
    if addr.is_loopback:
        return "loopback"
    if addr.is_link_local:
        return "link-local"
    for net in LAB_NETWORKS:
        if addr in net:
            return f"lab {net}"
    return "private" if addr.is_private else "public"


def main():
    entries = []
    problems = []
    for lineno, raw in enumerate(HOSTS.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        ip_text, *names = line.split()
        try:
            addr = ipaddress.ip_address(ip_text.split("%")[0])
        except ValueError as e:
            problems.append(f"line {lineno}: {e}")
            continue
        entries.append((addr, names, lineno))

    name_to_ips = defaultdict(list)
    ip_to_names = defaultdict(list)
    for addr, names, lineno in entries:
        ip_to_names[addr].extend(names)
        for n in names:
            name_to_ips[n].append(addr)
    for name, ips in sorted(name_to_ips.items()):
        if len(set(ips)) > 1:
            problems.append(f"{name} maps to {', '.join(map(str, ips))}")

    print(f"{len(entries)} valid entries")
    for addr in sorted(ip_to_names, key=lambda a: (a.version, a)):
        kind = classify(addr)
        print(f"  v{addr.version} {str(addr):<16} {kind:<18} {' '.join(ip_to_names[addr])}")
    print("problems:")
    for p in problems:
        print("  -", p)
    for net in LAB_NETWORKS:
        used = sorted(a for a, _, _ in entries if a.version == 4 and a in net)
        free = net.num_addresses - 2 - len(used)
        print(f"{net}: {len(used)} used, {free} free, first free {next(h for h in net.hosts() if h not in used)}")
    supernet = LAB_NETWORKS[0].supernet(prefixlen_diff=1)
    print("lab supernet:", supernet, "contains both:", all(n.subnet_of(supernet) for n in LAB_NETWORKS))
    print("reverse:", ipaddress.ip_address("10.0.0.5").reverse_pointer)
    return len(problems)


if __name__ == "__main__":
    main()

"""Carve a site block into VLAN subnets, report capacity, and find free space left over."""
import ipaddress

SITE = ipaddress.ip_network("172.20.0.0/22")
VLANS = [("servers", 26), ("staff", 24), ("voip", 27), ("cameras", 28), ("mgmt", 29), ("p2p", 31), ("loop", 32)]


def carve(block, requests):
    free = [block]
    plan = []
    for name, prefix in sorted(requests, key=lambda r: r[1]):
        free.sort()
        for i, candidate in enumerate(free):
            if candidate.prefixlen <= prefix:
                chosen = next(candidate.subnets(new_prefix=prefix))
                free[i:i + 1] = list(candidate.address_exclude(chosen))
                plan.append((name, chosen))
                break
        else:
            raise RuntimeError(f"no room for {name} /{prefix}")
    return plan, free


def main():
    print(SITE, SITE.num_addresses, SITE.netmask, SITE.hostmask, SITE.broadcast_address, SITE.with_netmask)
    plan, free = carve(SITE, VLANS)
    print(f"{'vlan':<8} {'subnet':<18} {'mask':<16} {'first':<14} {'last':<14} hosts")
    for name, net in plan:
        hosts = list(net.hosts())
        print(f"{name:<8} {net.with_prefixlen:<18} {str(net.netmask):<16} {str(hosts[0]):<14} {str(hosts[-1]):<14} {len(hosts)}")
    print("free:", ", ".join(map(str, ipaddress.collapse_addresses(free))))
    print("free addresses:", sum(n.num_addresses for n in free))
    staff = dict(plan)["staff"]
    print(staff[0], staff[1], staff[-1], staff[-2], staff.supernet(), staff.supernet(new_prefix=16))
    print([str(s) for s in staff.subnets(prefixlen_diff=2)], staff.overlaps(SITE), SITE.supernet_of(staff))
    print(staff.subnet_of(SITE), SITE.subnet_of(staff), staff.compare_networks(SITE), sorted([staff, SITE])[0])
    loop = dict(plan)["loop"]
    print(loop, loop.hosts(), list(dict(plan)["p2p"].hosts()), list(loop.subnets()))
    print(ipaddress.ip_network("172.20.1.77/24", strict=False), ipaddress.IPv4Network(("172.20.0.0", 23)))
    print(list(ipaddress.summarize_address_range(ipaddress.ip_address("172.20.0.5"), ipaddress.ip_address("172.20.0.40"))))
    iface = ipaddress.ip_interface("172.20.1.9/24")
    print(iface, repr(iface), iface.ip, iface.network, iface.with_netmask, iface.ip in staff, iface.network == staff)
    first_host = ipaddress.ip_address(int(SITE.network_address) + 1)
    print(first_host, first_host.reverse_pointer, first_host.packed, f"{first_host:#_x}", f"{first_host:b}")
    for args in [{"new_prefix": 20}, {"prefixlen_diff": 11}, {"new_prefix": 24, "prefixlen_diff": 2}]:
        try:
            list(SITE.subnets(**args))
        except ValueError as err:
            print("ValueError:", err)
    try:
        list(SITE.address_exclude(ipaddress.ip_network("10.0.0.0/24")))
    except ValueError as err:
        print("ValueError:", err)
    try:
        SITE[1024]
    except IndexError as err:
        print("IndexError:", err)
    try:
        print(f"{SITE:>20}")
    except TypeError as err:
        print("TypeError:", err)


if __name__ == "__main__":
    main()

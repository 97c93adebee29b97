"""Split an office network into subnets sized for each department, then check host membership."""
import ipaddress
import math

DEPARTMENTS = [("engineering", 100), ("sales", 50), ("support", 25), ("guests", 12), ("printers", 5)]


def prefix_for(hosts: int) -> int:
    needed = hosts + 2
    bits = math.ceil(math.log2(needed))
    return 32 - bits


def allocate(base: str, demands):
    network = ipaddress.ip_network(base)
    cursor = int(network.network_address)
    plan = []
    for name, hosts in sorted(demands, key=lambda d: -d[1]):
        prefix = prefix_for(hosts)
        size = 2 ** (32 - prefix)
        if cursor % size:
            cursor += size - cursor % size
        subnet = ipaddress.ip_network(f"{ipaddress.ip_address(cursor)}/{prefix}")
        if not subnet.subnet_of(network):
            raise ValueError(f"{name} does not fit in {network}")
        plan.append((name, hosts, subnet))
        cursor += size
    return plan


def main():
    plan = allocate("10.20.0.0/24", DEPARTMENTS)
    print(f"{'dept':<12}{'need':>5}  {'subnet':<18}{'usable':>7}  gateway")
    for name, hosts, subnet in plan:
        usable = subnet.num_addresses - 2
        gateway = next(subnet.hosts())
        print(f"{name:<12}{hosts:>5}  {str(subnet):<18}{usable:>7}  {gateway}")
    used = sum(s.num_addresses for _, _, s in plan)
    print(f"used {used} of 256 addresses ({used / 256:.0%})")
    for probe in ["10.20.0.77", "10.20.0.130", "10.20.0.200", "10.20.1.5"]:
        addr = ipaddress.ip_address(probe)
        owner = next((n for n, _, s in plan if addr in s), "unassigned")
        print(f"{probe:<13} -> {owner}")
    try:
        allocate("192.168.1.0/26", DEPARTMENTS)
    except ValueError as err:
        print("error:", err)


if __name__ == "__main__":
    main()

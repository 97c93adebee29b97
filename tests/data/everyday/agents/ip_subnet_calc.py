def to_int(ip):
    a, b, c, d = (int(x) for x in ip.split("."))
    return (a << 24) | (b << 16) | (c << 8) | d


def to_ip(n):
    return ".".join(str((n >> shift) & 255) for shift in (24, 16, 8, 0))


def subnet(cidr):
    ip, bits = cidr.split("/")
    bits = int(bits)
    mask = (0xFFFFFFFF << (32 - bits)) & 0xFFFFFFFF
    network = to_int(ip) & mask
    broadcast = network | (~mask & 0xFFFFFFFF)
    return network, broadcast, mask


def main():
    for cidr in ["192.168.1.77/24", "10.0.0.1/8", "172.16.5.4/20", "8.8.8.8/32"]:
        net, bc, mask = subnet(cidr)
        hosts = max(bc - net - 1, 0)
        print(f"{cidr:<18} net={to_ip(net):<15} bcast={to_ip(bc):<15} mask={to_ip(mask):<15} hosts={hosts}")
    inside = [ip for ip in ["192.168.1.5", "192.168.2.5", "192.168.1.255"] if subnet("192.168.1.0/24")[0] <= to_int(ip) <= subnet("192.168.1.0/24")[1]]
    print(inside, f"{to_int('1.2.3.4'):#010x}", bin(to_int("255.255.255.0")).count("1"))
    return len(inside)

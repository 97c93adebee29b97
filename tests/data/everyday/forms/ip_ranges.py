ADDRESSES = ["10.0.0.1", "10.0.1.255", "192.168.1.20", "172.16.5.4", "8.8.8.8", "10.1.0.0"]
PRIVATE = (("10.0.0.0", 8), ("172.16.0.0", 12), ("192.168.0.0", 16))


def to_int(ip):
    a, b, c, d = (int(p) for p in ip.split("."))
    return (a << 24) | (b << 16) | (c << 8) | d


def network(ip, bits):
    mask = ((1 << bits) - 1) << (32 - bits)
    return to_int(ip) & mask


def main() -> None:
    for ip in ADDRESSES:
        nets = [f"{base}/{bits}" for base, bits in PRIVATE if network(ip, bits) == to_int(base)]
        print(f"{ip:<14} {nets[0] if nets else 'public'}")
    print(sorted(ADDRESSES, key=to_int)[:3])


if __name__ == "__main__":
    main()

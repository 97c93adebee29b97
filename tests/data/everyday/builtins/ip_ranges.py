ADDRESSES = ("192.168.1.10", "10.0.0.255", "172.16.5.4", "8.8.8.8", "256.1.1.1", "192.168.001.1", "1.2.3")


def parse(ip: str):
    parts = ip.split(".")
    if len(parts) != 4 or not all([p.isdigit() for p in parts]):
        return None
    nums = list(map(int, parts))
    if any([n > 255 for n in nums]) or any([len(p) > 1 and p.startswith("0") for p in parts]):
        return None
    return nums


def main() -> None:
    for ip in ADDRESSES:
        nums = parse(ip)
        if nums is None:
            print(f"{ip:<16} invalid")
            continue
        value = 0
        for n in nums:
            value = value * 256 + n
        private = nums[0] == 10 or (nums[0] == 172 and 16 <= nums[1] <= 31) or nums[:2] == [192, 168]
        print(f"{ip:<16} {value:>10} {hex(value):>10} {'private' if private else 'public'}")
    print("binary of first:", ".".join([format(n, "08b") for n in parse(ADDRESSES[0])]))

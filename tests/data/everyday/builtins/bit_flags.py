FLAGS = (("read", 1), ("write", 2), ("exec", 4), ("admin", 8))


def main() -> None:
    users = {"ana": 15, "bo": 3, "cy": 4, "dee": 0, "eve": 9}
    for user, mask in sorted(users.items()):
        names = [name for name, bit in FLAGS if mask & bit]
        print(f"{user:<4} {mask:>2} {format(mask, '04b')} {','.join(names) or 'none'}")
    all_mask = sum([bit for _, bit in FLAGS])
    print("all:", all_mask, bin(all_mask), "admins:", [u for u, m in users.items() if m & 8])
    combined = 0
    for m in users.values():
        combined |= m
    print("union:", combined, "intersection:", min(users.values()) & max(users.values()), "hex:", hex(combined).upper())
    print("popcounts:", {u: bin(m).count("1") for u, m in users.items()})

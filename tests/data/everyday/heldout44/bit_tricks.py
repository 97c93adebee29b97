FLAGS = {"read": 1, "write": 2, "exec": 4, "admin": 8}


def describe(mask):
    names = [name for name, bit in FLAGS.items() if mask & bit]
    return "|".join(names) or "none"


def popcount(n):
    count = 0
    while n:
        n &= n - 1
        count += 1
    return count


def main():
    for mask in (0, 1, 6, 15, 9):
        print(f"{mask:2d} {mask:04b} {describe(mask)}")
    perms = FLAGS["read"] | FLAGS["write"]
    perms ^= FLAGS["write"]
    perms |= FLAGS["admin"]
    print(describe(perms), perms, ~perms, -perms & 0xFF)
    print([popcount(n) for n in range(17)], bin(255).count("1"), (255).bit_length(), (0).bit_length())
    print(1 << 70, (1 << 70) >> 68, -16 >> 2, -1 >> 10, 5 & -5, 0xDEADBEEF ^ 0xFFFFFFFF)
    x = 0b1011_0110
    print(f"{x:#010b} reversed={int(f'{x:08b}'[::-1], 2):#x}")
    print("power of two:", [n for n in range(1, 70) if n & (n - 1) == 0])
    print(int.bit_count(0b101101) if hasattr(int, "bit_count") else None, (12).bit_count())


if __name__ == "__main__":
    main()

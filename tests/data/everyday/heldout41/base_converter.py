DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(n: int, base: int) -> str:
    if not 2 <= base <= 36:
        raise ValueError("base out of range")
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))


def main():
    numbers = [0, 7, 255, -42, 1024, 2**40 + 3, 123456789]
    for n in numbers:
        print(f"{n:>14} bin={bin(n):<14} oct={oct(n):<12} hex={hex(n)}")
    for n in numbers[1:4]:
        for base in (2, 3, 7, 16, 36):
            s = to_base(n, base)
            assert int(s, base) == n, (n, base)
            print(f"  {n} in base {base}: {s}")
    print(int("0x1F", 16), int("0o17", 0), int("0b1011", 0), int("ff", 16), int("  -12  "))
    print(int("z", 36), int("1_000", 10), int("7", 8))
    print(f"{255:08b} {255:#x} {255:#o} {255:X} {-255:x} {1234567:_d}")
    print(format(10, "b"), format(3.14159, ".3f"), format(42, "^9"), format("ab", "*>5"))
    mask = 0b1010_1010
    print(mask, mask & 0x0F, mask | 0x0F, mask ^ 0xFF, ~mask, mask << 3, mask >> 2)
    print(bin(mask).count("1"), (1 << 64) - 1)


if __name__ == "__main__":
    main()

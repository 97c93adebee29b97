READ, WRITE, EXEC = 4, 2, 1
FLAGS = {"r": READ, "w": WRITE, "x": EXEC}


def parse_mode(s: str) -> int:
    """'rwxr-x---' -> 0o750"""
    value = 0
    for i in range(0, 9, 3):
        triple = s[i:i + 3]
        bits = sum(FLAGS[c] for c in triple if c != "-")
        value = (value << 3) | bits
    return value


def render_mode(m: int) -> str:
    out = []
    for shift in (6, 3, 0):
        part = (m >> shift) & 0b111
        out.append("".join(ch if part & bit else "-" for ch, bit in FLAGS.items()))
    return "".join(out)


def popcount(n):
    count = 0
    while n:
        n &= n - 1
        count += 1
    return count


def main():
    for s in ["rwxr-xr-x", "rw-r--r--", "rwx------", "---------", "rwxrwxrwx"]:
        m = parse_mode(s)
        print(f"{s} -> {m:o} ({m:#011b}) -> {render_mode(m)} bits={popcount(m)}")
    perms = 0o644
    perms |= EXEC << 6
    perms &= ~(READ << 0)
    print(oct(perms), render_mode(perms))
    print([n for n in range(32) if popcount(n) == 3])
    gray = [i ^ (i >> 1) for i in range(8)]
    print([format(g, "03b") for g in gray])
    x = 0xDEADBEEF
    print(hex(x >> 16), hex(x & 0xFFFF), x.bit_length(), (-x).bit_length(), hex(x ^ 0xFFFFFFFF))
    print(int("0100", 16), hex(1025), f"{1025:04x}")


if __name__ == "__main__":
    main()

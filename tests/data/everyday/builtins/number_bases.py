def main() -> None:
    for n in (0, 5, 10, 255, 1024, -42):
        print(f"{n:>6} bin={bin(n):<14} oct={oct(n):<8} hex={hex(n):<7} {n:#06x} {n:b}")
    for text, base in (("ff", 16), ("0x1F", 0), ("0o17", 0), ("101", 2), ("z", 36), (" 42 ", 10), ("0b1010", 0), ("-0xff", 16)):
        print(repr(text).ljust(10), base, "->", int(text, base))
    print("chars:", [chr(c) for c in range(ord("a"), ord("f"))], "codes:", list(map(ord, "AZaz")))
    print("parity:", [format(n, "08b").count("1") % 2 for n in (7, 8, 255)])

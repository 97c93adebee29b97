def main():
    values = [0, 1, 7, 42, 255, 1024, -17, 65535]
    print(f"{'dec':>6} {'bin':>18} {'oct':>8} {'hex':>6}")
    for v in values:
        print(f"{v:>6} {v:>#18b} {v:>#8o} {v:>#6x}")
    print(f"{5:08b} {255:X} {255:#X} {-255:x} {3:+04d} {1234567:_d} {1234567:,}")
    print(format(0.1 + 0.2, ".17g"), 0.1 + 0.2, 1e16, 1e-5, 123456789012345678.0)
    print(f"{0.5:%} {0.125:.1%} {1/3:.3f} {2/3:10.4f}| {-0.0} {abs(-0.0)}")
    print(f"{3.14159:e} {1e100:.2e} {float('inf')} {-float('inf'):>6} {float('nan')}")
    print(int("ff", 16), int("0b1010", 0), int(" 42 "), int("-0o17", 8), int("1_000"))
    print(bin(-5), oct(64), hex(-1), bin(0))
    print(2 ** 100, -(2 ** 63), 10 ** 20 // 7, (10 ** 20) % 7)
    print(7 // -2, -7 // 2, 7 % -2, -7 % 2, divmod(-7, 2), divmod(7.5, 2))
    print(round(2.5), round(3.5), round(-2.5), round(0.125, 2), round(5, -1), round(15, -1))
    print(1e22, 1e21, 1.5e-7, 100.0, 2.0 ** 0.5, 10 / 4, 10 // 4, 2 ** -1)
    print("%5.2f|%-6d|%06.1f|%x|%o|%e|%r|%s|%%" % (3.14159, 42, -2.5, 255, 8, 12345.678, "hi", None))
    print("{:,.3f}".format(9876543.21), "{:>+8.2f}".format(-0.005), "{:.0f}".format(0.5), "{:.0f}".format(1.5))
    print(float("1e3"), float(" -2.5 "), float("inf") > 10 ** 300, int(3.99), int(-3.99))


if __name__ == "__main__":
    main()

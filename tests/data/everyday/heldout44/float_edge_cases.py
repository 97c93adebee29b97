def main():
    vals = [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15 + 0.3, 123456789.123456789, 5e-324, 1.7976931348623157e308]
    for v in vals:
        print(repr(v), str(v), f"{v:.3g}", f"{v:.2f}" if v < 1e20 else "big")
    print(0.1 + 0.7, 3 * 1.1, 1.1 + 2.2, 4.35 * 100, 0.57 * 100, 1 - 0.9)
    print(round(0.1 + 0.2, 15), round(2.675, 2), round(-0.5), round(0.5), round(1e300), round(7.0))
    print(float("nan") == float("nan"), float("inf") - float("inf"), -0.0 == 0.0, 1 / float("inf"))
    print(int(2.5), int(-2.5), 7.0 // 2, -7.0 // 2, 7.5 % 2, -7.5 % 2, 1e300 * 10)
    print(sum([0.1] * 10), sum([0.5, 0.25]), max(1, 1.0), min(-0.0, 0.0), 3 == 3.0, hash(3.0) == hash(3))
    print((0.1).is_integer(), (2.0).is_integer(), float.fromhex("0x1.8p1") if False else 3.0, (0.5).as_integer_ratio())
    print(f"{1e-7}", f"{1e-4}", f"{123e18}", f"{1.0:g}", f"{100000000.0:g}", f"{1e16:g}", f"{0.0001:g}")
    print(divmod(-7.5, 2), 2 ** 0.5 * 2 ** 0.5, 10 ** -3, 9 ** 0.5, (-8) ** (1 / 3) if False else "skip")


if __name__ == "__main__":
    main()

VALUES = [0, 7, -7, 255, 1023, 65535, -1, 3.14159, -2.5, 0.5, 1.5, 2.5, 1e-5, 123456789.125]


def main():
    for v in VALUES:
        if isinstance(v, int):
            print(f"{v:>7d} {v:#x} {v:o} {v:b} {v:+,} {v:08d} {str(v).zfill(6)}")
        else:
            print(f"{v:>14.3f} {v:e} {v:g} {round(v)} {round(v, 1)} {v:.0f} {v:%}")
    print(int("ff", 16), int("0b101", 0), int("777", 8), int(" 42 "), float("-inf") < -1e308)
    print(divmod(-7, 2), -7 // 2, -7 % 2, 7 % -2, (-2) ** 3, 2 ** -1, abs(-3.5))
    print("%5.2f|%-5d|%x|%s|%r|%%" % (2.345, 42, 255, [1], "q"))
    print(1 < 2 < 3 > 2, 0.1 + 0.2, 0.1 + 0.2 == 0.3, round(0.1 + 0.2, 10) == 0.3)
    return sum(v for v in VALUES if isinstance(v, int))

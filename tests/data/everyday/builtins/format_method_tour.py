def main() -> None:
    print("{} + {} = {}".format(2, 3, 2 + 3))
    print("{1} before {0}, {0} after {1}".format("a", "b"))
    print("{name:>10}|{age:<4}|{score:^9.2f}|".format(name="ann", age=31, score=88.456))
    print("{0[0]}-{0[1]} {1[key]} {2[1]}".format(("x", "y"), {"key": "v"}, "hi"))
    print("{:,} {:_} {:08.3f} {:+d} {:e}".format(1234567, 7654321, 3.14159, 42, 1500.0))
    print("{:b} {:o} {:x} {:X} {:#x} {:#b}".format(10, 10, 255, 255, 255, 5))
    print("{!r} {!s} {!a}".format("tea", "tea", "thé"))
    width, prec = 10, 3
    print("[{:{w}.{p}f}]".format(2.718281828, w=width, p=prec))
    print("[{:>{}}]".format("right", 9))
    print("{{literal}} {}".format("ok"))
    print("{0}{0}{0}".format("ab"), "{:%}".format(0.125), "{:.1%}".format(0.5))
    data = {"city": "Oslo", "temp": -3}
    print("{city}: {temp}C".format_map(data))

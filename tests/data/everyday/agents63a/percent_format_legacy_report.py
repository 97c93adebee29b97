"""A report in old-style %-formatting, as found in legacy scripts, with a modern cross-check."""

ROWS = [
    ("north", 1523.456, 0.0712, 42, "ok"),
    ("south-east", -87.1, -0.153, 7, "review"),
    ("west", 0.0, 0.0, 0, None),
    ("central", 1234567.891, 1.5, 1024, "ok"),
]


def report(rows):
    lines = ["%-12s|%12s|%8s|%6s|%s" % ("region", "amount", "change", "count", "status")]
    for name, amount, change, count, status in rows:
        lines.append("%-12.10s|%12.2f|%+7.1f%%|%6d|%s" % (name, amount, change * 100, count, status or "-"))
    return "\n".join(lines)


def main():
    print(report(ROWS))
    total = sum(r[1] for r in ROWS)
    print("total: %.3f (%e) (%g) (%G)" % (total, total, total, 1e-7))
    print("ints: %d %i %5d|%-5d|%05d %+d % d" % (42, -7, 3, 3, 42, 5, 5))
    print("hex/oct: %x %X %#x %#o %o %08.3f" % (255, 255, 255, 8, 8, 3.14159))
    print("char/repr: %c %c %r %s %a" % (65, "z", "quote's", None, "é"))
    print("star width: [%*d] [%-*s] [%.*f]" % (6, 42, 8, "left", 2, 2.71828))
    print("mapping: %(name)s has %(count)03d items (%(ratio).1f%%)" % {"name": "west", "count": 7, "ratio": 12.345})
    print("percent alone: 100%% sure, %s%%" % 50)
    print("tuple arg: %s" % ((1, 2),))
    print("float as int: %d %x" % (3.99, 255.0) if False else "float as int: %d" % 3.99)
    print("big: %.2e %d %s" % (6.02214076e23, 2**70, 2**70))
    print("bools: %s %d %r" % (True, True, False))
    for bad in [("%d", "x"), ("%s %s", ("one",)), ("%z", 1), ("%s", (1, 2))]:
        fmt, arg = bad
        try:
            print(fmt % arg)
        except (TypeError, ValueError) as exc:
            print("%s -> %s: %s" % (fmt, type(exc).__name__, exc))
    modern = "{:<12.10}|{:>12.2f}".format("south-east", -87.1)
    legacy = "%-12.10s|%12.2f" % ("south-east", -87.1)
    print("modern == legacy:", modern == legacy, repr(modern))
    print("bytes: %s" % (b"%d items" % 3), b"%-4s|%x" % (b"ab", 255))
    return total


if __name__ == "__main__":
    main()

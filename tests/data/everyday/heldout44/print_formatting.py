def main():
    print("a", "b", "c", sep="-", end="!\n")
    print("no newline", end="")
    print(" ... continued")
    print(*range(5), sep=", ")
    print(*"xyz")
    print()
    print("tab\tsep", "multi\nline", sep=" | ")
    rows = [("id", "name", "score"), (1, "ann", 9.5), (22, "bartholomew", 10.0), (333, "c", 7.25)]
    widths = [max(len(str(r[i])) for r in rows) for i in range(3)]
    for r in rows:
        print(*(str(v).ljust(w) for v, w in zip(r, widths)), sep=" | ")
    print([1, "two", 3.0, None, True, (4,), {"k": [5]}], (1,), ())
    print(repr("quote's"), repr('dq"s'), repr("both'\""), str(b"") if False else "")
    print(f"{'nested'!r:>12}|{3.0!s}|{[1, 2]!r}|{'x' * 3}|{1 + 1 = }")
    name, n = "Kim", 3
    print(f"{name=} {n * 2 = } {name.upper()!r:^9}")
    print("%s has %d item%s" % (name, n, "s" if n != 1 else ""), "%.3s|%5s|%-5s|" % ("abcdef", "r", "l"))
    print("%c%c" % (72, "i"), "%i%%" % 50, "%#x %#o" % (255, 8), "%+.2e" % 12345.6789)
    print({1: "a", 2: "b"}, {1, 2, 3}, set(), {}, [[]], frozenset())
    print(1.0, 1.5e300 * 1e10, -1e-320, 0.1 * 3, 1 / 3, 2 / 3, 100.0 / 3)


if __name__ == "__main__":
    main()

def table(rows, headers):
    widths = [max(len(str(r[i])) for r in rows + [headers]) for i in range(len(headers))]
    line = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    out = [line, "| " + " | ".join(h.center(w) for h, w in zip(headers, widths)) + " |", line]
    for r in rows:
        cells = []
        for v, w in zip(r, widths):
            cells.append(f"{v:>{w}}" if isinstance(v, (int, float)) else f"{v:<{w}}")
        out.append("| " + " | ".join(cells) + " |")
    out.append(line)
    return "\n".join(out)


def main():
    rows = [("alpha", 3, 1.5), ("beta", 12, 22.25), ("gamma-long", 7, 0.125)]
    print(table(rows, ["name", "count", "ratio"]))
    n = 1234567.891
    print(f"{n:,.2f}|{n:_.1f}|{n:e}|{n:.3g}|{int(n):#x}|{int(n):#o}|{int(n):#b}"[:80])
    print(f"{0.5:%}|{0.125:.1%}|{-3:+d}|{3:+d}|{42:08.3f}|{'x':*^9}|{7:<4}|")
    print("{:>10}".format("right"), "{:^10}".format("mid"), "{0:.2f} {0:.0f}".format(2.5))
    print("%5.1f|%-6s|%03d|%x|%r|%c" % (3.14159, "ab", 7, 255, "q", 65))
    print(str(1e16), str(1e-5), repr(0.1 + 0.2), 1/3, 2/3, 10/4, float("1e308") * 10)
    print(format(1234.5, "010.2f"), format(-0.0, ".1f"), round(2.675, 2), round(-0.5), round(1.5))
    print("tab\there", "new\\nline", "quote's", 'dq"', r"raw\d")
    print(f"{'nested {braces}'}", f"{{literal}}", f"{3 + 4=}", f"{'abc'!r:>8}")
    return len(table(rows, ["a", "b", "c"]))


if __name__ == "__main__":
    main()

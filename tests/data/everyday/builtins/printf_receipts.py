def main() -> None:
    items = [("coffee", 2, 3.5), ("bagel", 1, 2.25), ("juice", 3, 4.0)]
    total = 0.0
    for name, qty, price in items:
        cost = qty * price
        total += cost
        print("%-8s x%-2d @ %5.2f = %6.2f" % (name, qty, price, cost))
    print("%s" % "-" * 1)
    print("%-8s %16.2f" % ("TOTAL", total))
    print("%d%% off coupon applied: %+.1f" % (10, -total * 0.1))
    print("%05.1f|%-6d|%6s|%x|%X|%o|%#x|%#o" % (3.14159, 42, "ok", 255, 255, 8, 255, 8))
    print("%c%c%c" % (72, "i", 33), "%r and %s" % ("q", "q"), "%.3s" % "abcdef")
    print("%(name)s owes %(amount).2f" % {"name": "Bob", "amount": 12.5})
    print("%e | %g | %G | %10.3e" % (12345.678, 0.00001234, 1e20, 6.02e23))
    print("% d|% d|%+d|%i|%u" % (5, -5, 5, 7, 8))
    print("%s" % ([1, 2],), "%s" % {"k": 1}, "%*d|%-*d|%.*f" % (5, 42, 4, 7, 2, 3.14159))

def main() -> None:
    bill = 87.45
    people = 3
    for pct in (10, 15, 18, 20, 25):
        tip = round(bill * pct / 100, 2)
        total = bill + tip
        each = total / people
        cents = round(each * 100)
        dollars, rest = divmod(cents, 100)
        print(f"{pct:>3}% tip {tip:>6.2f} total {total:>7.2f} each ${dollars}.{rest:02d}")
    print("rounded up each:", [(-(-round((bill * (1 + p / 100)) * 100) // people)) / 100 for p in (15, 20)])
    print("%s" % format(bill, ".1f"), "%08.3f" % bill, round(bill, -1), round(bill, 1))

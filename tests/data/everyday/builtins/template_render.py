TEMPLATE = "Dear {name},\nYour order #{order:05d} of {count} item{plural} totals ${total:,.2f}.\n{footer}"


def main() -> None:
    customers = [("Ana", 42, 3, 1234.5), ("Bo", 7, 1, 9.99)]
    for name, order, count, total in customers:
        text = TEMPLATE.format(name=name, order=order, count=count, plural="" if count == 1 else "s", total=total, footer="-- shop")
        print(text)
        print("=" * 20)
    fields = {"user": "cy", "n": 3}
    print("{user} has {n} new messages".format_map(fields))
    print("%(user)s/%(n)d" % fields)
    print("{0:>6}|{0:<6}|{0:^6}|".format("ab"), "{:>6.1%}".format(0.256))

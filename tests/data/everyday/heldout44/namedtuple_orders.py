from collections import namedtuple

Order = namedtuple("Order", ["id", "customer", "amount", "status"])


def main():
    orders = [
        Order(1, "acme", 250.0, "paid"),
        Order(2, "globex", 99.5, "pending"),
        Order(3, "acme", 12.25, "paid"),
        Order(4, "initech", 300.0, "refunded"),
    ]
    print(orders[0])
    print(orders[1].customer, orders[1][2], len(orders[2]))
    paid = [o for o in orders if o.status == "paid"]
    print(sum(o.amount for o in paid))
    updated = orders[1]._replace(status="paid")
    print(updated, orders[1].status)
    print(updated._asdict())
    oid, customer, *rest = orders[3]
    print(oid, customer, rest)
    print(sorted(orders, key=lambda o: o.amount)[0].id, Order._fields)


if __name__ == "__main__":
    main()

RECEIPT = """  Apples        x3   $1.20
  Bread         x1   $3.49
  Cheese (aged) x2   $7.95
  Eggs          x12  $0.25
  TOTAL                    """


def main() -> None:
    items = []
    for line in RECEIPT.splitlines():
        line = line.strip()
        if not line or line.startswith("TOTAL"):
            continue
        name_part, qty_part, price_part = line.rsplit(None, 2)
        qty = int(qty_part.lstrip("x"))
        price = float(price_part.removeprefix("$"))
        items.append((name_part.strip(), qty, price))
    total = 0.0
    for name, qty, price in items:
        cost = qty * price
        total += cost
        print("{:<15}{:>4} x {:>6.2f} = {:>7.2f}".format(name, qty, price, cost))
    print("{:>36.2f}".format(total))
    print("most expensive line:", max(items, key=lambda it: it[1] * it[2])[0])

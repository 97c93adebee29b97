TAX = 0.2
LINES = [("widget", 3, 4.5), ("gadget", 1, 19.99), ("gizmo", 10, 0.75)]


def priced(lines, *, tax=TAX, discount=0.0):
    for name, qty, unit in lines:
        net = qty * unit * (1 - discount)
        yield name, qty, round(net, 2), round(net * tax, 2)


def main() -> None:
    rows = list(priced(LINES, discount=0.05))
    print(f"{'item':<8}{'qty':>4}{'net':>9}{'tax':>7}")
    for name, qty, net, tax in rows:
        print(f"{name:<8}{qty:>4}{net:>9.2f}{tax:>7.2f}")
    net_total, tax_total = (round(sum(col), 2) for col in list(zip(*rows))[2:])
    print(f"{'total':<12}{net_total:>9.2f}{tax_total:>7.2f}")

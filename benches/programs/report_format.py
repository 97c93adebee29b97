# Report formatting with format specs of every kind.
def main() -> int:
    rows = [(f"product-{i}", i * 13.37, i % 17, (i % 100) / 100) for i in range(20000)]
    out = []
    for name, amount, qty, pct in rows:
        out.append(f"{name:<16}|{amount:>12,.2f}|{qty:05d}|{pct:>7.1%}|{qty:#06x}|{amount:10.3e}")
    out.append("{:^30}".format("TOTAL"))
    out.append("%-10s %8.3f %d" % ("sum", sum(r[1] for r in rows), len(rows)))
    text = "\n".join(out)
    print(len(text), out[1234], out[-1])
    return len(out)

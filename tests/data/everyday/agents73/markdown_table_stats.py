import statistics
from decimal import Decimal

TABLE = """
| Region | Product   | Units | Revenue   |
|--------|:----------|------:|----------:|
| North  | Widget    | 120   | 2,400.00  |
| South  | Widget    |  80   | 1,600.00  |
| North  | Gadget    |  45   | 3,150.50  |
| East   | Gizmo     | 300   | 4,499.99  |
| South  | Gadget    |  12   |   840.00  |
| East   | Widget    |  0    |     0.00  |
"""


def parse_md_table(text):
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    split = lambda ln: [c.strip() for c in ln.strip("|").split("|")]
    header = split(lines[0])
    aligns = []
    for spec in split(lines[1]):
        if spec.startswith(":") and spec.endswith(":"):
            aligns.append("center")
        elif spec.endswith(":"):
            aligns.append("right")
        else:
            aligns.append("left")
    rows = [dict(zip(header, split(ln))) for ln in lines[2:]]
    return header, aligns, rows


def render(header, aligns, rows):
    widths = [max(len(h), *(len(r[h]) for r in rows)) for h in header]
    marks = {"left": "<", "right": ">", "center": "^"}
    out = ["| " + " | ".join(f"{h:{marks[a]}{w}}" for h, a, w in zip(header, aligns, widths)) + " |"]
    seps = []
    for a, w in zip(aligns, widths):
        if a == "right":
            seps.append("-" * (w - 1) + ":")
        elif a == "center":
            seps.append(":" + "-" * (w - 2) + ":")
        else:
            seps.append("-" * w)
    out.append("| " + " | ".join(seps) + " |")
    for r in rows:
        out.append("| " + " | ".join(f"{r[h]:{marks[a]}{w}}" for h, a, w in zip(header, aligns, widths)) + " |")
    return "\n".join(out)


def main():
    header, aligns, rows = parse_md_table(TABLE)
    for r in rows:
        r["Units"] = int(r["Units"])
        r["Revenue"] = Decimal(r["Revenue"].replace(",", ""))
    units = [r["Units"] for r in rows]
    print(f"rows={len(rows)} aligns={aligns}")
    print(f"units: mean={statistics.mean(units):.2f} median={statistics.median(units)} "
          f"stdev={statistics.stdev(units):.3f} mode={statistics.mode([r['Product'] for r in rows])}")
    total = sum(r["Revenue"] for r in rows)
    print(f"total revenue: {total:,.2f}")
    per_region = {}
    for r in rows:
        per_region[r["Region"]] = per_region.get(r["Region"], Decimal(0)) + r["Revenue"]
    for region, rev in sorted(per_region.items(), key=lambda kv: kv[1], reverse=True):
        share = rev / total * 100
        print(f"  {region:<6}{rev:>10,.2f}  {share:5.1f}%")
    priced = [r for r in rows if r["Units"]]
    for r in priced:
        r["Unit price"] = f"{r['Revenue'] / r['Units']:.2f}"
    header2 = header + ["Unit price"]
    aligns2 = aligns + ["right"]
    out_rows = [{h: str(r.get(h, "")) for h in header2} for r in priced]
    print(render(header2, aligns2, out_rows))
    return total


if __name__ == "__main__":
    main()

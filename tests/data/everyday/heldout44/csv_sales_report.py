CSV = """region,rep,month,amount
north,alice,2026-01,1200.50
south,bob,2026-01,800
north,carol,2026-02,450.25
east,dave,2026-02,
south,bob,2026-02,975.75
north,alice,2026-03,1310
east,erin,2026-03,660.1
"""


def read_rows(text):
    lines = text.strip().splitlines()
    header = lines[0].split(",")
    rows = []
    for line in lines[1:]:
        values = line.split(",")
        row = dict(zip(header, values, strict=True))
        rows.append(row)
    return rows


def main():
    rows = read_rows(CSV)
    clean, skipped = [], []
    for row in rows:
        try:
            row["amount"] = float(row["amount"])
        except ValueError as exc:
            skipped.append((row["rep"], str(exc)))
            continue
        clean.append(row)
    print("skipped:", skipped)
    totals = {}
    for row in clean:
        key = (row["region"], row["month"])
        totals[key] = totals.get(key, 0.0) + row["amount"]
    for (region, month), amount in sorted(totals.items()):
        print(f"{region:<6}{month:>9}{amount:>10.2f}")
    by_rep = {}
    for row in clean:
        by_rep.setdefault(row["rep"], []).append(row["amount"])
    best = max(by_rep, key=lambda rep: sum(by_rep[rep]))
    print("best rep:", best, sum(by_rep[best]))
    months = sorted({row["month"] for row in clean})
    print("months:", months)
    grand = sum(totals.values())
    print(f"grand total: {grand:,.2f}; mean/row: {grand / len(clean):.3f}")
    try:
        dict(zip(["a", "b"], [1], strict=True))
    except ValueError as exc:
        print("zip:", exc)


if __name__ == "__main__":
    main()

RECORDS = """\
0001Smith     John      1985-04-12   52000.00NY
0002O'Brien   Mary-Kate 1990-11-30   61500.50CA
0003Nakamura  Ken       1978-01-05  105000.00WA
0004Bad Row
0005García    José      2001-07-21   38250.75TX
"""

LAYOUT = {"id": slice(0, 4), "last": slice(4, 14), "first": slice(14, 24),
          "born": slice(24, 34), "salary": slice(34, 45), "state": slice(45, 47)}


def parse(line):
    if len(line) < LAYOUT["state"].stop:
        raise ValueError(f"short record ({len(line)} chars)")
    row = {name: line[cut].strip() for name, cut in LAYOUT.items()}
    row["id"] = int(row["id"])
    row["salary"] = float(row["salary"])
    year, month, day = map(int, row["born"].split("-"))
    row["born"] = (year, month, day)
    return row


def main():
    rows = []
    for line in RECORDS.splitlines():
        try:
            rows.append(parse(line))
        except ValueError as err:
            print(f"skip {line[:4]}: {err}")
    for row in sorted(rows, key=lambda r: r["born"]):
        y, m, d = row["born"]
        name = f"{row['first']} {row['last']}"
        print(f"{row['id']:04d} {name:<20} {d:02d}/{m:02d}/{y} {row['salary']:>12,.2f} {row['state']}")
    every_other = slice(None, None, 2)
    print([r["state"] for r in rows][every_other], LAYOUT["salary"].indices(40))
    return round(sum(r["salary"] for r in rows) / len(rows), 2)


if __name__ == "__main__":
    main()

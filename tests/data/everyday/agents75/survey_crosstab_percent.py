from collections import Counter, defaultdict

RESPONSES = [
    ("18-24", "mobile"), ("18-24", "mobile"), ("18-24", "web"), ("25-34", "mobile"),
    ("25-34", "web"), ("25-34", "web"), ("25-34", "desktop"), ("35-49", "desktop"),
    ("35-49", "web"), ("35-49", "desktop"), ("50+", "desktop"), ("50+", "desktop"),
    ("50+", "web"), ("18-24", "mobile"), ("25-34", "mobile"), ("35-49", "mobile"),
]
CHANNELS = ["mobile", "web", "desktop"]


def main():
    table = defaultdict(Counter)
    for age, channel in RESPONSES:
        table[age][channel] += 1
    ages = sorted(table, key=lambda a: int(a.rstrip("+").split("-")[0]))
    col_totals = Counter()
    for row in table.values():
        col_totals.update(row)
    n = len(RESPONSES)
    head = "%-7s" % "age" + "".join("%14s" % c for c in CHANNELS) + "%8s" % "total"
    print(head)
    print("-" * len(head))
    for age in ages:
        row = table[age]
        total = sum(row.values())
        cells = "".join("%5d (%5.1f%%)" % (row[c], 100.0 * row[c] / total) for c in CHANNELS)
        print("%-7s%s%8d" % (age, cells, total))
    print("-" * len(head))
    cells = "".join("%5d (%5.1f%%)" % (col_totals[c], 100.0 * col_totals[c] / n) for c in CHANNELS)
    print("%-7s%s%8d" % ("all", cells, n))
    chi2 = 0.0
    for age in ages:
        row_total = sum(table[age].values())
        for c in CHANNELS:
            expected = row_total * col_totals[c] / n
            chi2 += (table[age][c] - expected) ** 2 / expected
    dof = (len(ages) - 1) * (len(CHANNELS) - 1)
    print("chi-square = %.3f with %d degrees of freedom" % (chi2, dof))
    favourite = {age: table[age].most_common(1)[0][0] for age in ages}
    print("favourite channel: %(18-24)s / %(25-34)s / %(35-49)s / %(50+)s" % favourite)
    print("{:=^44}".format(" share of mobile "))
    for age in ages:
        share = table[age]["mobile"] / sum(table[age].values())
        print("{:>6} {:<30} {:>6.1%}".format(age, "\u2588" * round(share * 30), share))


if __name__ == "__main__":
    main()

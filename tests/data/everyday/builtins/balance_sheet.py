ENTRIES = (("cash", "asset", 1200.0), ("loan", "liability", 800.0), ("equipment", "asset", 3500.5), ("payables", "liability", 420.25), ("capital", "equity", 3480.25))


def main() -> None:
    totals = dict.fromkeys(["asset", "liability", "equity"], 0.0)
    for name, kind, amount in ENTRIES:
        totals[kind] += amount
    for kind in totals:
        lines = [(n, a) for n, k, a in ENTRIES if k == kind]
        print(kind.upper())
        for n, a in sorted(lines, key=lambda x: -x[1]):
            print(f"  {n:<12}{a:>12,.2f}")
        print(f"  {'total':<12}{totals[kind]:>12,.2f}")
    balanced = abs(totals["asset"] - totals["liability"] - totals["equity"]) < 1e-9
    print("balanced:", balanced, "| debt ratio: {:.1%}".format(totals["liability"] / totals["asset"]))

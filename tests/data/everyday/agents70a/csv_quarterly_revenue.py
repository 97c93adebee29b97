import csv
import io
from decimal import Decimal, ROUND_HALF_UP
from collections import defaultdict

DATA = """order_id,date,region,amount,currency
1001,2023-01-15,EMEA,1200.50,EUR
1002,2023-02-03,AMER,980.00,USD
1003,2023-04-22,APAC,455.25,USD
1004,2023-05-30,EMEA,300.10,EUR
1005,2023-07-07,AMER,1500.00,USD
1006,2023-08-19,APAC,220.75,USD
1007,2023-10-01,EMEA,99.99,EUR
1008,2023-11-11,AMER,2100.40,USD
1009,2023-12-24,AMER,75.05,USD
"""

EUR_TO_USD = Decimal("1.0850")
CENT = Decimal("0.01")


def quarter_of(date_str: str) -> str:
    year, month, _ = (int(p) for p in date_str.split("-"))
    return f"{year}-Q{(month - 1) // 3 + 1}"


def to_usd(amount: Decimal, currency: str) -> Decimal:
    if currency == "EUR":
        return (amount * EUR_TO_USD).quantize(CENT, rounding=ROUND_HALF_UP)
    return amount


def main():
    reader = csv.DictReader(io.StringIO(DATA))
    table: dict[str, dict[str, Decimal]] = defaultdict(lambda: defaultdict(Decimal))
    regions = set()
    for row in reader:
        q = quarter_of(row["date"])
        usd = to_usd(Decimal(row["amount"]), row["currency"])
        table[q][row["region"]] += usd
        regions.add(row["region"])
    cols = sorted(regions)
    header = f"{'quarter':<9}" + "".join(f"{c:>11}" for c in cols) + f"{'total':>12}"
    print(header)
    print("-" * len(header))
    grand = Decimal(0)
    for q in sorted(table):
        total = sum(table[q].values(), Decimal(0))
        grand += total
        cells = "".join(f"{table[q].get(c, Decimal(0)):>11,.2f}" for c in cols)
        print(f"{q:<9}{cells}{total:>12,.2f}")
    print("-" * len(header))
    print(f"{'total':<9}{'':>{11 * len(cols)}}{grand:>12,.2f}")
    best = max(table, key=lambda q: sum(table[q].values()))
    print(f"best quarter: {best}")
    share = {c: sum(table[q].get(c, Decimal(0)) for q in table) / grand for c in cols}
    for c in cols:
        print(f"{c}: {share[c]:.1%}")
    return str(grand)


if __name__ == "__main__":
    main()

from collections import defaultdict
from datetime import datetime
from decimal import Decimal, ROUND_HALF_UP

QIF = """!Type:Bank
D03/01/2024
T-45.20
PCorner Grocery
LFood:Groceries
^
D03/02/2024
T2,500.00
PACME Payroll
LIncome:Salary
^
D03/05/2024
T-1,200.00
PHighrise Rentals
LHousing:Rent
^
D03/09/2024
T-18.75
PCorner Grocery
LFood:Groceries
^
D03/12/2024
T-60.00
PCity Power
LUtilities:Electric
^
D03/15/2024
T-32.10
PNoodle Bar
LFood:Dining
^
D03/28/2024
T-9.99
PStreamFlix
LEntertainment
^
"""

CENT = Decimal("0.01")


def parse_qif(text):
    records, current = [], {}
    for line in text.splitlines():
        if not line or line.startswith("!"):
            continue
        code, value = line[0], line[1:]
        if code == "^":
            records.append(current)
            current = {}
        elif code == "D":
            current["date"] = datetime.strptime(value, "%m/%d/%Y").date()
        elif code == "T":
            current["amount"] = Decimal(value.replace(",", ""))
        elif code == "P":
            current["payee"] = value
        elif code == "L":
            current["category"] = value
    return records


def main():
    records = parse_qif(QIF)
    by_top = defaultdict(Decimal)
    by_leaf = defaultdict(Decimal)
    for r in records:
        top, _, leaf = r["category"].partition(":")
        by_top[top] += r["amount"]
        by_leaf[r["category"]] += r["amount"]
    print(f"{len(records)} transactions from {records[0]['date']:%d %b} to {records[-1]['date']:%d %b %Y}")
    print("-" * 40)
    for cat, total in sorted(by_leaf.items(), key=lambda kv: kv[1]):
        print(f"{cat:<26}{total:>12,.2f}")
    print("-" * 40)
    income = sum((a for a in by_top.values() if a > 0), Decimal())
    spend = -sum((a for a in by_top.values() if a < 0), Decimal())
    print(f"{'income':<26}{income:>12,.2f}")
    print(f"{'spend':<26}{spend:>12,.2f}")
    rate = ((income - spend) / income * 100).quantize(CENT, ROUND_HALF_UP)
    print(f"savings rate: {rate}%")
    payees = defaultdict(int)
    for r in records:
        payees[r["payee"]] += 1
    repeat = [p for p, n in payees.items() if n > 1]
    print("repeat payees:", ", ".join(repeat))
    weekly = defaultdict(Decimal)
    for r in records:
        if r["amount"] < 0:
            weekly[r["date"].isocalendar().week] -= r["amount"]
    for week in sorted(weekly):
        bar = "#" * int(weekly[week] // 50)
        print(f"W{week:02d} {weekly[week]:>9.2f} {bar}")
    return str(income - spend)


if __name__ == "__main__":
    main()

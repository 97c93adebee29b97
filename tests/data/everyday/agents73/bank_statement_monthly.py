import csv
import io
from collections import defaultdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

STATEMENT = '''Date,Description,Amount,Balance
2024-01-03,"Salary, ACME Ltd",3200.00,4200.00
2024-01-05,Rent,-1250.00,2950.00
2024-01-12,Grocery Store #12,-84.37,2865.63
2024-01-28,Coffee,-4.50,2861.13
2024-02-02,Salary ACME Ltd,3200.00,6061.13
2024-02-05,Rent,-1250.00,4811.13
2024-02-14,"Restaurant ""Le Bistro""",-96.20,4714.93
2024-02-20,Grocery Store #12,-102.88,4612.05
2024-03-01,Salary ACME Ltd,3200.00,7812.05
2024-03-05,Rent,-1250.00,6562.05
2024-03-09,Refund: Grocery Store,12.40,6574.45
2024-03-22,Coffee,-4.50,6560.95
'''

CATEGORIES = [("salary", "income"), ("rent", "housing"), ("grocery", "food"),
              ("coffee", "food"), ("restaurant", "food"), ("refund", "refunds")]
CENT = Decimal("0.01")


def categorize(desc: str) -> str:
    low = desc.lower()
    for needle, cat in CATEGORIES:
        if needle in low:
            return cat
    return "other"


def main():
    reader = csv.DictReader(io.StringIO(STATEMENT))
    months = defaultdict(lambda: defaultdict(Decimal))
    mismatches = []
    prev_balance = None
    for row in reader:
        day = date.fromisoformat(row["Date"])
        amount = Decimal(row["Amount"])
        balance = Decimal(row["Balance"])
        if prev_balance is not None and prev_balance + amount != balance:
            mismatches.append((row["Date"], prev_balance + amount, balance))
        prev_balance = balance
        months[day.strftime("%Y-%m")][categorize(row["Description"])] += amount

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    cats = sorted({c for m in months.values() for c in m})
    writer.writerow(["month", *cats, "net", "savings_rate"])
    for month in sorted(months):
        totals = months[month]
        net = sum(totals.values(), Decimal(0))
        income = totals.get("income", Decimal(0))
        rate = (net / income * 100).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP) if income else ""
        writer.writerow([month, *(totals.get(c, Decimal("0.00")) for c in cats), net, rate])
    print(out.getvalue(), end="")
    print("balance mismatches:", mismatches or "none")
    spend = [-sum(v for k, v in m.items() if v < 0) for m in months.values()]
    avg = (sum(spend) / len(spend)).quantize(CENT, rounding=ROUND_HALF_UP)
    print(f"average monthly spend: ${avg:,}")
    return avg


if __name__ == "__main__":
    main()

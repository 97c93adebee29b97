"""Group a bank CSV export into monthly household expense categories."""
import csv
import io
from collections import defaultdict
from datetime import datetime
from decimal import Decimal

EXPORT = '''Date,Description,Amount,Account
2026-01-03,"TESCO STORES 2231",-54.20,joint
2026-01-05,SALARY ACME LTD,2450.00,joint
2026-01-09,"NETFLIX.COM",-10.99,joint
2026-01-15,"SHELL, M4 SERVICES",-61.35,car
2026-01-28,COUNCIL TAX,-142.00,joint
2026-02-02,"TESCO STORES 2231",-48.75,joint
2026-02-05,SALARY ACME LTD,2450.00,joint
2026-02-11,"AMAZON MKTPLACE",-23.49,joint
2026-02-14,"LA PIZZERIA ""DA MARIO""",-38.00,joint
2026-02-19,"SHELL, M4 SERVICES",-58.10,car
2026-02-28,COUNCIL TAX,-142.00,joint
2026-03-01,"TESCO STORES 2231",-71.05,joint
2026-03-05,SALARY ACME LTD,2450.00,joint
2026-03-09,"NETFLIX.COM",-10.99,joint
2026-03-12,REFUND AMAZON,23.49,joint
'''

RULES = [("groceries", ("TESCO", "SAINSBURY")), ("fuel", ("SHELL", "BP ")), ("bills", ("COUNCIL", "NETFLIX")),
         ("eating out", ("PIZZ", "CAFE")), ("shopping", ("AMAZON",)), ("income", ("SALARY",))]


def categorise(description):
    upper = description.upper()
    for name, needles in RULES:
        if any(n in upper for n in needles):
            return name
    return "other"


def main():
    months = defaultdict(lambda: defaultdict(Decimal))
    seen_categories = set()
    for row in csv.DictReader(io.StringIO(EXPORT)):
        month = datetime.strptime(row["Date"], "%Y-%m-%d").strftime("%b %Y")
        amount = Decimal(row["Amount"])
        category = categorise(row["Description"])
        if "REFUND" in row["Description"]:
            category = "shopping"
        months[month][category] += amount
        seen_categories.add(category)
    categories = sorted(seen_categories - {"income"})
    header = f"{'category':<12}" + "".join(f"{m:>11}" for m in months)
    print(header)
    print("-" * len(header))
    for cat in categories:
        print(f"{cat:<12}" + "".join(f"{-months[m][cat]:>11,.2f}" for m in months))
    print("-" * len(header))
    spend = {m: -sum(v for k, v in cats.items() if k != "income") for m, cats in months.items()}
    print(f"{'total':<12}" + "".join(f"{spend[m]:>11,.2f}" for m in months))
    for m, cats in months.items():
        rate = (cats["income"] - spend[m]) / cats["income"]
        print(f"{m}: saved {cats['income'] - spend[m]:,.2f} ({rate:.1%})")
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["month", "spend", "biggest"])
    for m, cats in months.items():
        biggest = min((k for k in cats if k != "income"), key=lambda k: cats[k])
        writer.writerow([m, spend[m], biggest])
    print(out.getvalue(), end="")
    quoted = next(csv.reader(io.StringIO(EXPORT.splitlines()[9])))
    print(quoted)


if __name__ == "__main__":
    main()

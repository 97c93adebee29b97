"""Categorise bank statement lines by keyword rules and summarise spending per month."""
import csv
import io
from collections import Counter, defaultdict
from decimal import Decimal

STATEMENT = """date,description,amount
2024-01-03,TESCO STORES 2231,-54.20
2024-01-05,SALARY ACME LTD,2500.00
2024-01-09,NETFLIX.COM,-10.99
2024-01-15,SHELL FUEL 889,-61.30
2024-01-21,Tesco Express,-12.45
2024-02-01,RENT FEB,-950.00
2024-02-03,SPOTIFY,-9.99
2024-02-05,SALARY ACME LTD,2500.00
2024-02-11,UBER *TRIP,-18.70
2024-02-19,Unknown Merchant 42,-33.00
"""

RULES = [
    ("groceries", ("tesco", "aldi", "lidl")),
    ("subscriptions", ("netflix", "spotify")),
    ("transport", ("shell", "uber", "tfl")),
    ("housing", ("rent",)),
    ("income", ("salary",)),
]


def categorise(desc: str) -> str:
    lowered = desc.lower()
    for category, words in RULES:
        if any(w in lowered for w in words):
            return category
    return "uncategorised"


def main():
    reader = csv.DictReader(io.StringIO(STATEMENT))
    by_month = defaultdict(Counter)
    counts = Counter()
    for row in reader:
        month = row["date"][:7]
        cat = categorise(row["description"])
        by_month[month][cat] += Decimal(row["amount"])
        counts[cat] += 1
    for month, cats in sorted(by_month.items()):
        spent = -sum(v for v in cats.values() if v < 0)
        income = sum(v for v in cats.values() if v > 0)
        print(f"== {month}: income {income} spent {spent} net {income - spent}")
        for cat, amount in sorted(cats.items(), key=lambda kv: kv[1]):
            if amount < 0:
                share = -amount / spent * 100
                print(f"   {cat:<14}{-amount:>9}  {share:5.1f}%")
    print("most frequent:", counts.most_common(2))
    unknown = [c for c in counts if c == "uncategorised"]
    if unknown:
        print(f"{counts['uncategorised']} transaction(s) need a rule")


if __name__ == "__main__":
    main()

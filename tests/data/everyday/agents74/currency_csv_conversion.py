"""Convert an expense CSV into EUR with banker's rounding and write a clean CSV."""
import csv
import io
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation

RATES_TO_EUR = {"EUR": Decimal("1"), "USD": Decimal("0.9174"), "GBP": Decimal("1.1682"), "JPY": Decimal("0.006135")}

RAW = """date,employee,description,amount,currency
2024-03-01,Ana,"Taxi, airport",42.50,USD
2024-03-01,Ana,Hotel (2 nights),310.00,EUR
2024-03-02,Ben,Client dinner,96.45,GBP
2024-03-02,Ben,Train,"12,40",EUR
2024-03-03,Caro,Conference ticket,38500,JPY
2024-03-03,Caro,Snacks,4.255,USD
2024-03-04,Ana,Parking,n/a,EUR
2024-03-04,Dev,Books,19.99,CHF
"""

CENT = Decimal("0.01")


def to_decimal(text: str) -> Decimal:
    return Decimal(text.replace(",", ".").strip())


def main():
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=["date", "employee", "description", "eur", "rate"], lineterminator="\n")
    writer.writeheader()
    problems = []
    per_person: dict[str, Decimal] = {}
    for lineno, row in enumerate(csv.DictReader(io.StringIO(RAW)), start=2):
        try:
            amount = to_decimal(row["amount"])
        except InvalidOperation:
            problems.append(f"line {lineno}: amount {row['amount']!r} is not a number")
            continue
        rate = RATES_TO_EUR.get(row["currency"])
        if rate is None:
            problems.append(f"line {lineno}: no rate for {row['currency']}")
            continue
        eur = (amount * rate).quantize(CENT, rounding=ROUND_HALF_EVEN)
        per_person[row["employee"]] = per_person.get(row["employee"], Decimal("0")) + eur
        writer.writerow({"date": row["date"], "employee": row["employee"], "description": row["description"], "eur": eur, "rate": rate})
    print(out.getvalue(), end="")
    for p in problems:
        print("!", p)
    total = sum(per_person.values(), Decimal(0))
    for name, amount in sorted(per_person.items(), key=lambda kv: kv[1], reverse=True):
        share = (amount / total * 100).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
        print(f"{name:<6}{amount:>10,.2f} EUR {share:>5}%")
    print(f"{'total':<6}{total:>10,.2f} EUR")
    print(Decimal("4.255").quantize(CENT, ROUND_HALF_EVEN), Decimal("4.265").quantize(CENT, ROUND_HALF_EVEN), Decimal("4.255").quantize(CENT, ROUND_HALF_UP))
    rows = list(csv.reader(io.StringIO(out.getvalue())))
    print(len(rows) - 1, "rows written; widest description:", max((r[2] for r in rows[1:]), key=len))
    return len(problems)


if __name__ == "__main__":
    main()

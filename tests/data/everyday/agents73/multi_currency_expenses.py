from decimal import Decimal, ROUND_HALF_EVEN, ROUND_HALF_UP, getcontext
import json

RATES_TO_EUR = {"EUR": Decimal("1"), "USD": Decimal("0.9213"), "GBP": Decimal("1.1682"), "JPY": Decimal("0.006174")}
MINOR_UNITS = {"EUR": 2, "USD": 2, "GBP": 2, "JPY": 0}

EXPENSES = json.loads("""
[
  {"who": "Ana", "what": "Hotel", "amount": "412.50", "currency": "EUR"},
  {"who": "Ben", "what": "Flights", "amount": "689.99", "currency": "USD"},
  {"who": "Ana", "what": "Dinner", "amount": "96.4", "currency": "GBP"},
  {"who": "Chen", "what": "Train", "amount": "14200", "currency": "JPY"},
  {"who": "Ben", "what": "Taxi", "amount": "23.125", "currency": "USD"},
  {"who": "Chen", "what": "Museum", "amount": "3500", "currency": "JPY"}
]
""")


def quantum(currency: str) -> Decimal:
    return Decimal(1).scaleb(-MINOR_UNITS[currency])


def to_eur(amount: Decimal, currency: str) -> Decimal:
    return (amount * RATES_TO_EUR[currency]).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)


def split_evenly(total: Decimal, people: list[str]) -> dict[str, Decimal]:
    share = (total / len(people)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    shares = {p: share for p in people}
    diff = total - share * len(people)
    shares[people[0]] += diff
    return shares


def main():
    getcontext().prec = 28
    paid: dict[str, Decimal] = {}
    print(f"{'who':<5} {'item':<8} {'original':>14} {'EUR':>9}")
    for e in EXPENSES:
        amt = Decimal(e["amount"]).quantize(quantum(e["currency"]), rounding=ROUND_HALF_EVEN)
        eur = to_eur(amt, e["currency"])
        paid[e["who"]] = paid.get(e["who"], Decimal("0")) + eur
        print(f"{e['who']:<5} {e['what']:<8} {amt:>10} {e['currency']} {eur:>9}")
    total = sum(paid.values(), Decimal("0"))
    people = sorted(paid)
    shares = split_evenly(total, people)
    print(f"total EUR {total}  shares {', '.join(f'{p}={s}' for p, s in shares.items())}")
    balances = {p: paid[p] - shares[p] for p in people}
    creditors = sorted((b, p) for p, b in balances.items() if b > 0)
    debtors = sorted((b, p) for p, b in balances.items() if b < 0)
    transfers = []
    while creditors and debtors:
        cb, cp = creditors.pop()
        db, dp = debtors.pop(0)
        amount = min(cb, -db)
        transfers.append({"from": dp, "to": cp, "eur": str(amount)})
        if cb - amount > 0:
            creditors.append((cb - amount, cp))
            creditors.sort()
        if db + amount < 0:
            debtors.insert(0, (db + amount, dp))
    print(json.dumps(transfers, indent=1))
    check = sum(balances.values())
    print("balances sum to", check, "| exponent of JPY quantum:", quantum("JPY").as_tuple().exponent)
    print("23.125 half-even:", Decimal("23.125").quantize(Decimal("0.01"), ROUND_HALF_EVEN),
          "half-up:", Decimal("23.125").quantize(Decimal("0.01"), ROUND_HALF_UP))
    return transfers


if __name__ == "__main__":
    main()

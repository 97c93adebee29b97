"""Split shared trip expenses and compute the minimal set of settle-up payments."""
from collections import defaultdict

EXPENSES = [
    ("dinner", "ana", 120.00, ["ana", "ben", "cai", "dia"]),
    ("taxi", "ben", 36.50, ["ben", "cai"]),
    ("hotel", "cai", 480.00, ["ana", "ben", "cai", "dia"]),
    ("museum", "dia", 54.00, ["ana", "dia"]),
    ("snacks", "ana", 17.25, ["ana", "ben", "cai"]),
]


def balances(expenses):
    bal = defaultdict(float)
    for _, payer, amount, people in expenses:
        share = round(amount / len(people), 2)
        remainder = round(amount - share * len(people), 2)
        bal[payer] += amount
        for i, p in enumerate(people):
            bal[p] -= share + (remainder if i == 0 else 0)
    return {p: round(v, 2) for p, v in bal.items()}


def settle(bal):
    debtors = sorted(((v, p) for p, v in bal.items() if v < 0))
    creditors = sorted(((v, p) for p, v in bal.items() if v > 0), reverse=True)
    payments = []
    i = j = 0
    debtors = [[-v, p] for v, p in debtors]
    creditors = [[v, p] for v, p in creditors]
    while i < len(debtors) and j < len(creditors):
        amount = round(min(debtors[i][0], creditors[j][0]), 2)
        payments.append((debtors[i][1], creditors[j][1], amount))
        debtors[i][0] -= amount
        creditors[j][0] -= amount
        if debtors[i][0] < 0.005:
            i += 1
        if creditors[j][0] < 0.005:
            j += 1
    return payments


def main():
    total = sum(e[2] for e in EXPENSES)
    print(f"total spent: {total:.2f}")
    spent_by = defaultdict(float)
    for _, payer, amount, _ in EXPENSES:
        spent_by[payer] += amount
    for p in sorted(spent_by):
        print(f"  {p} paid {spent_by[p]:>7.2f}")
    bal = balances(EXPENSES)
    print("balances:")
    for p, v in sorted(bal.items(), key=lambda kv: kv[1]):
        print(f"  {p:<4}{v:>+9.2f}")
    print(f"sum of balances: {abs(round(sum(bal.values()), 2)):.2f}")
    for debtor, creditor, amount in settle(bal):
        print(f"{debtor} pays {creditor} {amount:.2f}")


if __name__ == "__main__":
    main()

"""Split shared trip expenses exactly with Fraction, then settle debts with few transfers."""
from fractions import Fraction
from collections import defaultdict
from functools import reduce

EXPENSES = [
    # payer, amount (string as typed), description, who shares it (None = everyone)
    ("Ines", "120.00", "cabin deposit", None),
    ("Karl", "45.60", "groceries", None),
    ("Ines", "18.90", "firewood", ["Ines", "Karl", "Mo"]),
    ("Mo", "100", "boat rental", ["Mo", "Zoe"]),
    ("Zoe", "33.33", "dinner", None),
    ("Karl", "7.5", "parking", ["Karl"]),
    ("Mo", "2/3", "rounding joke", ["Ines", "Mo"]),
]
PEOPLE = ["Ines", "Karl", "Mo", "Zoe"]


def cents(value):
    return f"{float(value):,.2f}"


def balances(expenses):
    bal = defaultdict(Fraction)
    for payer, amount, _desc, shared in expenses:
        amount = Fraction(amount)
        group = shared or PEOPLE
        share = amount / len(group)
        bal[payer] += amount
        for person in group:
            bal[person] -= share
    return bal


def settle(bal):
    creditors = sorted(((v, k) for k, v in bal.items() if v > 0), reverse=True)
    debtors = sorted(((-v, k) for k, v in bal.items() if v < 0), reverse=True)
    transfers = []
    i = j = 0
    while i < len(debtors) and j < len(creditors):
        owe, d = debtors[i]
        due, c = creditors[j]
        pay = min(owe, due)
        transfers.append((d, c, pay))
        debtors[i] = (owe - pay, d)
        creditors[j] = (due - pay, c)
        if debtors[i][0] == 0:
            i += 1
        if creditors[j][0] == 0:
            j += 1
    return transfers


def main():
    total = reduce(lambda acc, e: acc + Fraction(e[1]), EXPENSES, Fraction(0))
    print(f"total spent: {cents(total)} (exact {total})")
    bal = balances(EXPENSES)
    assert sum(bal.values()) == 0
    for person in PEOPLE:
        v = bal[person]
        state = "is owed" if v > 0 else "owes" if v < 0 else "is even"
        print(f"  {person:<5} {state:<8} {cents(abs(v)):>8}   exact {v}")
    print("transfers:")
    for d, c, amount in settle(bal):
        print(f"  {d} -> {c}: {cents(amount)} ({amount.numerator}/{amount.denominator})")
    per_head = total / len(PEOPLE)
    print("even share:", round(per_head, 2), "as float", float(per_head).__round__(3))
    print("limit_denominator:", Fraction(33.33).limit_denominator(1000), Fraction("0.125"), Fraction(3, -6))
    print("mixed:", Fraction(7, 3) + 1, Fraction(1, 3) * 3 == 1, Fraction(5, 4) // 1, Fraction(5, 4) % 1)
    try:
        Fraction(1, 0)
    except ZeroDivisionError as exc:
        print("error:", exc)
    try:
        Fraction("1.2.3")
    except ValueError as exc:
        print("error:", exc)
    return str(total)


if __name__ == "__main__":
    main()

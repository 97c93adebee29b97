"""Running balances over a ledger with itertools: accumulate, pairwise, chain and islice."""
from itertools import accumulate, pairwise, chain, islice, takewhile, dropwhile, starmap
from operator import add, mul
import operator

OPENING = 250.00
TRANSACTIONS = [
    ("2024-01-02", "coffee", -3.80),
    ("2024-01-02", "paycheck", 1840.00),
    ("2024-01-03", "rent", -1200.00),
    ("2024-01-05", "groceries", -96.45),
    ("2024-01-08", "gym", -35.00),
    ("2024-01-09", "refund", 24.99),
    ("2024-01-12", "flight", -612.30),
    ("2024-01-15", "freelance", 450.00),
    ("2024-01-20", "dentist", -180.00),
    ("2024-01-28", "interest", 0.42),
]
PENDING = [("2024-01-30", "insurance", -88.10), ("2024-01-31", "utilities", -140.75)]


def fmt(x):
    return f"{x:>10,.2f}" if x >= 0 else f"{'(' + format(-x, ',.2f') + ')':>10}"


def main():
    amounts = [amt for _, _, amt in TRANSACTIONS]
    balances = list(accumulate(amounts, add, initial=OPENING))
    print(f"{'date':<11}{'memo':<11}{'amount':>10}{'balance':>11}")
    for (day, memo, amt), bal in zip(TRANSACTIONS, balances[1:]):
        warn = " <- low" if bal < 100 else ""
        print(f"{day:<11}{memo:<11}{fmt(amt)} {fmt(bal)}{warn}")
    low = min(balances)
    print(f"lowest balance {low:,.2f}, highest {max(balances):,.2f}")
    swings = [round(b - a, 2) for a, b in pairwise(balances)]
    print("largest swing:", max(swings, key=abs))
    projected = list(accumulate(chain(amounts, (a for *_, a in PENDING)), initial=OPENING))
    print(f"projected month end: {projected[-1]:,.2f} after {len(PENDING)} pending")
    print("first three:", [m for _, m, _ in islice(TRANSACTIONS, 3)])
    print("every other:", [m for _, m, _ in islice(TRANSACTIONS, 1, None, 2)])
    early = list(takewhile(lambda t: t[0] < "2024-01-05", TRANSACTIONS))
    late = list(dropwhile(lambda t: t[0] < "2024-01-20", TRANSACTIONS))
    print(len(early), "before the 5th;", [m for _, m, _ in late], "from the 20th")
    running_max = list(accumulate(balances, max))
    print("running max:", [f"{x:.0f}" for x in running_max])
    growth = list(accumulate([1.01, 1.02, 0.99, 1.03], mul))
    print("compounded:", [round(g, 4) for g in growth])
    fx = [(100, 1.08), (250.5, 0.92), (80, 1.27)]
    print("converted:", list(starmap(lambda amt, rate: round(amt * rate, 2), fx)))
    print("pow table:", list(starmap(operator.pow, [(2, 5), (3, 3), (10, -1)])))
    spent = -sum(a for a in amounts if a < 0)
    earned = sum(filter(lambda a: a > 0, amounts))
    print(f"in {earned:,.2f} / out {spent:,.2f} / net {earned - spent:+,.2f}")
    return round(balances[-1], 2)


if __name__ == "__main__":
    main()

"""Settle group trip expenses with the fewest transfers (greedy max-creditor/max-debtor)."""
from collections import defaultdict
from fractions import Fraction
import heapq

EXPENSES = [
    ("Ava", 240.00, ["Ava", "Ben", "Cal", "Dee"], "cabin deposit"),
    ("Ben", 86.40, ["Ava", "Ben", "Cal"], "groceries"),
    ("Cal", 45.00, ["Cal", "Dee"], "kayaks"),
    ("Dee", 120.00, ["Ava", "Ben", "Cal", "Dee", "Eli"], "dinner"),
    ("Eli", 30.00, ["Eli", "Ava"], "gas"),
    ("Ava", 19.99, ["Ben"], "Ben's t-shirt"),
]


def balances(expenses):
    net = defaultdict(Fraction)
    for payer, amount, people, _ in expenses:
        cents = Fraction(round(amount * 100))
        share = cents / len(people)
        net[payer] += cents
        for p in people:
            net[p] -= share
    return net


def settle(net):
    creditors = [(-v, name) for name, v in net.items() if v > 0]
    debtors = [(v, name) for name, v in net.items() if v < 0]
    heapq.heapify(creditors)
    heapq.heapify(debtors)
    transfers = []
    while creditors and debtors:
        credit, cname = heapq.heappop(creditors)
        debt, dname = heapq.heappop(debtors)
        amount = min(-credit, -debt)
        transfers.append((dname, cname, amount))
        if -credit - amount > 0:
            heapq.heappush(creditors, (credit + amount, cname))
        if -debt - amount > 0:
            heapq.heappush(debtors, (debt + amount, dname))
    return transfers


def money(cents: Fraction) -> str:
    return f"${float(cents) / 100:,.2f}"


def main():
    net = balances(EXPENSES)
    assert sum(net.values()) == 0
    print("net positions:")
    for name in sorted(net, key=lambda n: net[n], reverse=True):
        sign = "+" if net[name] >= 0 else "-"
        print(f"  {name:<4}{sign}{money(abs(net[name]))}  exact {net[name]} cents")
    transfers = settle(net)
    print(f"{len(transfers)} transfers (naive would be {sum(len(e[2]) - (e[0] in e[2]) for e in EXPENSES)}):")
    for frm, to, amount in transfers:
        print(f"  {frm} pays {to} {money(amount)}")
    after = dict(net)
    for frm, to, amount in transfers:
        after[frm] += amount
        after[to] -= amount
    print("all square:", all(v == 0 for v in after.values()))
    spend = defaultdict(float)
    for payer, amount, _, what in EXPENSES:
        spend[payer] += amount
    print("paid out:", {k: round(v, 2) for k, v in sorted(spend.items())})
    print("biggest item:", max(EXPENSES, key=lambda e: e[1])[3])


if __name__ == "__main__":
    main()

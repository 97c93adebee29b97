from collections import namedtuple, OrderedDict

Tx = namedtuple("Tx", "date account amount memo")

LEDGER = [
    Tx("2024-01-03", "checking", -45.20, "groceries"),
    Tx("2024-01-03", "savings", 500.00, "transfer in"),
    Tx("2024-01-05", "checking", -500.00, "transfer out"),
    Tx("2024-01-09", "checking", 2150.00, "salary"),
    Tx("2024-01-10", "credit", -89.99, "subscription"),
    Tx("2024-01-15", "checking", -1200.00, "rent"),
    Tx("2024-01-20", "credit", 89.99, "payment"),
]
OPENING = {"checking": 1000.00, "savings": 2500.00, "credit": 0.0}


def main():
    balances = OrderedDict(OPENING)
    history = []
    for tx in sorted(LEDGER, key=lambda t: (t.date, t.amount)):
        balances[tx.account] = round(balances[tx.account] + tx.amount, 2)
        history.append((tx.date, tx.account, balances[tx.account]))
        if balances[tx.account] < 0 and tx.account != "credit":
            print(f"OVERDRAWN {tx.account} on {tx.date}")
    for acct, bal in balances.items():
        print(f"{acct:<9}{bal:>10.2f}")
    lowest = min(history, key=lambda h: h[2])
    print("lowest point:", lowest)
    net = sum(t.amount for t in LEDGER)
    print(f"net change {net:+.2f}")
    biggest = sorted(LEDGER, key=lambda t: abs(t.amount), reverse=True)[:2]
    print([t._asdict()["memo"] for t in biggest])
    print(LEDGER[0]._replace(amount=0))
